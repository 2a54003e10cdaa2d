import Foundation
import RefreshPlayground

exit(CommandLineTool.main(CommandLine.arguments))
