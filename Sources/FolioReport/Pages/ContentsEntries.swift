import FolioApps
import FolioCore
import FolioLayout

/// The contents page's rows: each chapter with its app, its heading, its first line and the page it
/// starts on, linked to it, in its app's colours; a chapter whose app has no snapshot stays listed,
/// greyed, with why it was left out.
struct ContentsEntries {
    let template: ReportTemplate
    let data: ReportData
    /// The page each printed section starts on, by its index in the template.
    let numbers: [Int: Int]
    let composer: BlockComposer

    /// One block per chapter, in the template's order.
    func rows() -> [LaidBlock] {
        template.sections.enumerated().compactMap { index, section in
            guard let app = section.kind.app else { return nil }
            let heading = composer.fill(section.heading)
            guard data.has(app) else { return leftOut(heading, app: app) }
            let page = numbers[index].map(String.init) ?? "–"
            let note = section.kind.isEmpty(in: data) ? AppStrings.report("Nothing recorded this week.") : section.intro.map(composer.fill)
            let view = row(kicker: AppCatalog.name(of: app), heading: heading, note: note, trailing: page, ink: .label)
                .theme(Theme(app: AppCatalog.theme(of: app), appearance: composer.environment.theme.appearance))
            let part = composer.part(view, role: .entry(destination: WeeklyReport.destination(index)),
                                     text: AppStrings.report("%1$@, page %2$@", .text(heading), .text(page)))
            return LaidBlock(height: part.frame.size.height, parts: [part])
        }
    }

    /// The row of a chapter left out for want of its app's snapshot.
    private func leftOut(_ heading: String, app: AppID) -> LaidBlock {
        let note = AppStrings.report("Left out: no %1$@ snapshot (%2$@) in %3$@", .text(AppCatalog.name(of: app)), .text("\(app.rawValue).json"),
                                      .text(data.source))
        let view = row(kicker: AppCatalog.name(of: app), heading: heading, note: note, trailing: "", ink: .tertiaryLabel)
        let part = composer.part(view, role: .entry(destination: nil), text: "\(heading). \(note).")
        return LaidBlock(height: part.frame.size.height, parts: [part])
    }

    private func row(kicker: String, heading: String, note: String?, trailing: String, ink: ThemeColor) -> any View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .center, spacing: Space.md) {
                VStack(alignment: .leading, spacing: 3) {
                    Text(kicker.uppercased(), style: ReportType.kicker, color: ink == .label ? .accent : ink).lineLimit(1)
                    Text(heading, style: ReportType.heading.size(20), color: ink).lineLimit(1)
                    if let note { Text(note, style: ReportType.caption, color: .secondaryLabel).padding(.top, 2) }
                }
                Spacer(minLength: Space.md)
                Text(trailing, style: ReportType.heading.size(20).weight(.semibold).tabular(), color: .secondaryLabel)
                    .lineLimit(1)
                    .fixedSize()
            }
            .padding(.vertical, 8)
            Divider()
        }
    }
}
