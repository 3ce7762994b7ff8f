import CPDFContent
import Glibc

/// An operator of a PDF content stream, as libqpdf's tokenizer finds it: its name, where its operands
/// begin and where it ends (byte offsets into the stream).
struct PDFContentOperator {
    /// The operator, e.g. `BT`, `Tf`, `BDC`.
    let name: String
    /// Where its operands begin: the end of the operator before it.
    let operands: Int
    /// Just past the operator (past the image data for an inline image's `ID`).
    let end: Int

    /// The operators of `content` in order.
    /// - Throws: `GraphicsError.pdf` when the content does not tokenize.
    static func operators(of content: [UInt8]) throws -> [PDFContentOperator] {
        final class Collected { var operators: [PDFContentOperator] = [] }
        let collected = Collected()
        var error: UnsafeMutablePointer<CChar>?
        let status = content.withUnsafeBufferPointer { buffer in
            withExtendedLifetime(collected) {
                folio_pdf_content_operators(buffer.baseAddress, buffer.count, Unmanaged.passUnretained(collected).toOpaque(), { context, name, length, operands, end in
                    guard let context, let name else { return }
                    let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
                    let text = String(decoding: UnsafeRawBufferPointer(start: name, count: length), as: UTF8.self)
                    collected.operators.append(PDFContentOperator(name: text, operands: operands, end: end))
                }, &error)
            }
        }
        guard status == 0 else {
            defer { free(error) }
            throw GraphicsError.pdf(message: "a content stream: " + (error.map { String(cString: $0) } ?? "unreadable"))
        }
        return collected.operators
    }
}
