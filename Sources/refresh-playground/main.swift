import Foundation
import Logging
import RefreshPlayground
import RefreshPlaygroundCommands

// The toolkit's warnings print as `warning: …` lines on standard error.
LoggingSystem.bootstrap(TerminalLogHandler.init)
exit(CommandLineTool.main(CommandLine.arguments))
