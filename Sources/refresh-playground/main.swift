import Foundation
import Logging
import RefreshPlayground

// The toolkit's warnings print as `warning: …` lines on standard error.
LoggingSystem.bootstrap(TerminalLogHandler.init)
exit(CommandLineTool.main(CommandLine.arguments))
