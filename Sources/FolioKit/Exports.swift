// The few types of Folio's own modules that FolioKit's API speaks in, re-exported so `import FolioKit`
// is the one import a renderer needs: the device and appearance of a request, the output format, and
// the view protocol and look of a view of your own.
@_exported import enum FolioTargets.OutputFormat
@_exported import struct FolioLayout.AppTheme
@_exported import enum FolioLayout.Appearance
@_exported import struct FolioLayout.Device
@_exported import protocol FolioLayout.View
