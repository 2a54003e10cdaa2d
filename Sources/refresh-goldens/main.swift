import Foundation
import RefreshGoldenCommands

exit(GoldensTool.main(CommandLine.arguments))
