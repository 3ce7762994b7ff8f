/// Marks what a page draws outside every structure element as an artifact, as PDF/UA-1 (7.1) and
/// tagged PDF/A-2a want: Cairo 1.16 wraps tagged content in `BDC … EMC` but leaves everything drawn
/// outside a tag (backgrounds, rules, decorations, the running footer) unmarked, and has no way to
/// say "artifact". Each run of graphics objects at marked-content depth 0 is wrapped in
/// `/Artifact BMC … EMC`; the operators are found by libqpdf's tokenizer.
enum PDFArtifacts {
    /// Operators that begin a graphics object (a path, a text object, an XObject, a shading, an
    /// inline image), or show text inside a text object after a marked sequence ended in it (Cairo
    /// wraps a bidi control in an empty `/Span` of its own): an artifact must open before their
    /// operands.
    private static let objectStarts: Set<String> = ["m", "re", "BT", "Do", "sh", "BI", "Tj", "TJ", "'", "\""]

    /// `content` with its unmarked graphics objects marked as artifacts; nil when there were none.
    /// - Throws: `GraphicsError.pdf` when the content does not tokenize.
    static func marked(_ content: [UInt8]) throws -> [UInt8]? {
        let operators = try PDFContentOperator.operators(of: content)
        var out: [UInt8] = []
        out.reserveCapacity(content.count + 4096)
        var copied = 0, depth = 0, inArtifact = false
        func copy(to offset: Int) {
            out.append(contentsOf: content[copied..<offset])
            copied = offset
        }
        for op in operators {
            switch op.name {
            case "BDC", "BMC":
                if depth == 0 && inArtifact {
                    copy(to: op.operands)
                    out.append(contentsOf: Array("\nEMC\n".utf8))
                    inArtifact = false
                }
                depth += 1
            case "EMC":
                depth = max(0, depth - 1)
            case let name where depth == 0 && !inArtifact && objectStarts.contains(name):
                copy(to: op.operands)
                out.append(contentsOf: Array("\n/Artifact BMC\n".utf8))
                inArtifact = true
            default:
                break
            }
        }
        guard copied > 0 || inArtifact else { return nil }
        copy(to: content.count)
        if inArtifact { out.append(contentsOf: Array("\nEMC\n".utf8)) }
        return out
    }
}
