/// One golden as its manifest keeps it: a story in one mode, the SHA-256 of its decoded pixels, its
/// size in pixels and the SHA-256 of its frame tree's text. One line of a manifest:
///
///     pet.home:away dark 786x1704 <64 hex digits of pixels> <64 hex digits of the frame tree>
///
/// The pixels' hash is of the RGBA8 rows (straight alpha, top to bottom) that rendering gives and
/// decoding any PNG of them reads back, so an encoder change that keeps the pixels keeps the golden.
/// The picture and the tree themselves live in a `GoldenStore` under these hashes.
public struct GoldenEntry: Hashable, Sendable, Comparable {
    /// The story's name ("pet.home", "pet.home:away"): any characters but spaces.
    public var story: String
    /// The mode it was rendered in: today the appearance ("light", "dark"); later a device,
    /// Dynamic Type size or locale joined by dots.
    public var mode: String
    /// The picture's size in pixels.
    public var width: Int, height: Int
    /// SHA-256 of the decoded pixels, 64 lowercase hex digits.
    public var pixels: String
    /// SHA-256 of the frame tree's text (`FrameTreeText`), 64 lowercase hex digits.
    public var tree: String

    public init(story: String, mode: String, width: Int, height: Int, pixels: String, tree: String) {
        (self.story, self.mode, self.width, self.height, self.pixels, self.tree) = (story, mode, width, height, pixels, tree)
    }

    /// The key an entry is found by: story and mode.
    public var key: Key { Key(story: story, mode: mode) }

    /// A story in a mode: what a manifest holds one entry for.
    public struct Key: Hashable, Sendable, Comparable, CustomStringConvertible {
        public var story: String, mode: String

        public init(story: String, mode: String) {
            (self.story, self.mode) = (story, mode)
        }

        public static func < (a: Key, b: Key) -> Bool { (a.story, a.mode) < (b.story, b.mode) }

        /// "pet.home:away dark".
        public var description: String { "\(story) \(mode)" }
    }

    public static func < (a: GoldenEntry, b: GoldenEntry) -> Bool { a.key < b.key }

    /// "786x1704".
    public var size: String { "\(width)x\(height)" }

    /// The entry as its manifest line (no newline).
    public var line: String { "\(story) \(mode) \(size) \(pixels) \(tree)" }

    /// An entry read from a manifest line, or what is wrong with the line.
    public static func parse(_ line: Substring) -> Result<GoldenEntry, LineProblem> {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 5 else {
            return .failure(LineProblem(reason: "expected 5 fields (story, mode, size, pixels SHA-256, frame tree SHA-256), found \(fields.count)"))
        }
        let size = fields[2].split(separator: "x")
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), width > 0, height > 0 else {
            return .failure(LineProblem(reason: "expected a size like 786x1704, found '\(fields[2])'"))
        }
        for (index, name) in [(3, "pixels"), (4, "frame tree")] where !isDigest(fields[index]) {
            return .failure(LineProblem(reason: "expected the \(name) SHA-256 as 64 lowercase hex digits, found '\(fields[index].prefix(80))'"))
        }
        return .success(GoldenEntry(story: String(fields[0]), mode: String(fields[1]), width: width, height: height,
                                    pixels: String(fields[3]), tree: String(fields[4])))
    }

    /// What is wrong with a manifest line.
    public struct LineProblem: Error, Sendable {
        public var reason: String
    }

    /// Whether `text` is a SHA-256 digest as Folio writes one: 64 lowercase hex digits.
    static func isDigest<S: StringProtocol>(_ text: S) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
