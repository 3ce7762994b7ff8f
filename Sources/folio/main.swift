import FolioCLI
import FolioGraphics
import Foundation

PixelMemory.keepBuffersForReuse()
exit(Folio.run(Array(CommandLine.arguments.dropFirst()), console: .standard(), ownsProcess: true))
