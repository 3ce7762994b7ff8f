/// FolioLayout speaks in FolioCore's vocabulary (Frame, Color, TextStyle, Icon, Shape, geometry), so
/// importing FolioLayout brings FolioCore along: pieces and apps need one import.
@_exported import FolioCore
