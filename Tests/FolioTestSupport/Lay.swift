import FolioCore
import FolioLayout

/// The environment of the layout tests: `app`'s look in `appearance` on `device`, text measured by
/// `measurer` (by default the fixed-width fake: characters 0.5 × size wide, lines 1.2 × size tall).
public func testEnvironment(_ app: AppTheme = .folio, _ appearance: Appearance = .light, device: Device = .iPhone,
                            measurer: FixedWidthTextMeasurer = FixedWidthTextMeasurer()) -> Environment {
    Environment(theme: Theme(app: app, appearance: appearance), measurer: measurer, device: device)
}

/// Lays `view` out for a test and returns the frame tree: in a `width` × `height` box when both are
/// given, at `width` and as tall as it wants when only the width is, else on the whole screen of
/// `device`. The one layout helper of every test target.
///
/// ```swift
/// let root = lay(VStack { box(10, 10) }, width: 100, height: 100, app: .round)
/// ```
public func lay(_ view: any View, width: Double? = nil, height: Double? = nil, app: AppTheme = .folio,
                appearance: Appearance = .light, device: Device = .iPhone,
                measurer: FixedWidthTextMeasurer = FixedWidthTextMeasurer()) -> Frame {
    let environment = testEnvironment(app, appearance, device: device, measurer: measurer)
    switch (width, height) {
    case let (width?, height?): return layout(view, in: Size(width: width, height: height), environment: environment)
    case let (width?, nil): return layout(view, width: width, environment: environment)
    default: return layout(view, environment: environment)
    }
}
