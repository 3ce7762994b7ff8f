import CQPDF
import Foundation

/// A PDF opened with libqpdf: the one owner of a `qpdf_data`, the small set of object operations
/// the finishing of Folio's PDFs needs, and the one boundary where qpdf's errors become Swift ones.
final class QPDFFile {
    private var q: qpdf_data?
    private let data: UnsafeMutableRawBufferPointer

    /// Starts opening libqpdf on another thread (Folio does not link it: see CQPDF.h), so a document
    /// drawn meanwhile does not wait for it when it is finished.
    static func prepare() {
        DispatchQueue.global().async { _ = cqpdf_load() }
    }

    /// Opens the PDF in `bytes` (the bytes are copied; qpdf reads them in place).
    /// - Throws: `GraphicsError.cairo` with qpdf's message when they are not a PDF it can read, or
    ///   why libqpdf cannot be loaded.
    init(_ bytes: [UInt8]) throws {
        if let problem = cqpdf_load() { throw GraphicsError.cairo(message: String(cString: problem)) }
        q = qpdf_init()
        data = .allocate(byteCount: max(1, bytes.count), alignment: 1)
        data.copyBytes(from: bytes)
        qpdf_set_suppress_warnings(q, QPDF_TRUE)
        let status = qpdf_read_memory(q, "Folio PDF", data.baseAddress?.assumingMemoryBound(to: CChar.self),
                                      UInt64(bytes.count), nil)
        if let problem = failure(status) {
            qpdf_cleanup(&q)
            data.deallocate()
            throw GraphicsError.cairo(message: "qpdf cannot read the PDF: \(problem)")
        }
    }

    deinit {
        // A one-shot process ends right after its document: freeing the object graph object by
        // object would only delay that.
        guard !OneShotProcess.isDeclared else { return }
        qpdf_cleanup(&q)
        data.deallocate()
    }

    /// The catalog.
    var root: qpdf_oh { qpdf_get_root(q) }

    /// The document information dictionary's strings, by key without the slash ("Title").
    var info: [String: String] {
        let dictionary = get(qpdf_get_trailer(q), "/Info")
        var out: [String: String] = [:]
        for key in ["Title", "Author", "Subject", "Keywords", "Creator", "Producer", "CreationDate", "ModDate"] {
            if let value = text(get(dictionary, "/" + key)) { out[key] = value }
        }
        return out
    }

    /// The pages in order.
    var pages: [qpdf_oh] {
        let count = qpdf_get_num_pages(q)
        return count > 0 ? (0..<Int(count)).map { qpdf_get_page_n(q, $0) } : []
    }

    /// Whether dictionary `object` has `key`.
    func has(_ object: qpdf_oh, _ key: String) -> Bool { qpdf_oh_has_key(q, object, key) != 0 }
    /// The value of `key` in dictionary `object` (resolved; null when missing).
    func get(_ object: qpdf_oh, _ key: String) -> qpdf_oh { qpdf_oh_get_key(q, object, key) }
    /// Sets `key` of dictionary `object` to `value`.
    func set(_ object: qpdf_oh, _ key: String, _ value: qpdf_oh) { qpdf_oh_replace_key(q, object, key, value) }
    /// A text string (PDFDocEncoding or UTF-16, as qpdf chooses for the text).
    func string(_ text: String) -> qpdf_oh { qpdf_oh_new_unicode_string(q, text) }
    /// A name such as "/S".
    func name(_ name: String) -> qpdf_oh { qpdf_oh_new_name(q, name) }
    /// A direct object from its PDF syntax.
    func parse(_ syntax: String) -> qpdf_oh { qpdf_oh_parse(q, syntax) }
    /// How many objects the file numbers (the trailer's /Size): objects are 1 ..< this.
    var objectCount: Int32 { int(get(qpdf_get_trailer(q), "/Size")).map(Int32.init) ?? 0 }
    /// Object number `id` (generation 0), null when there is none.
    func object(_ id: Int32) -> qpdf_oh { qpdf_get_object_by_id(q, id, 0) }
    /// Whether `object` is a stream.
    func isStream(_ object: qpdf_oh) -> Bool { qpdf_oh_is_stream(q, object) != 0 }
    /// A stream's dictionary.
    func dictionary(_ stream: qpdf_oh) -> qpdf_oh { qpdf_oh_get_dict(q, stream) }
    /// The value of an integer object, nil for anything else.
    func int(_ object: qpdf_oh) -> Int? { qpdf_oh_is_integer(q, object) != 0 ? Int(qpdf_oh_get_int_value_as_int(q, object)) : nil }
    /// An integer object.
    func integer(_ value: Int) -> qpdf_oh { qpdf_oh_new_integer(q, Int64(value)) }

    /// A stream's data with its filters undone, nil when qpdf cannot undo them.
    func decodedData(_ stream: qpdf_oh) -> [UInt8]? {
        var filtered: QPDF_BOOL = QPDF_FALSE
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = qpdf_oh_get_stream_data(q, stream, qpdf_dl_all, &filtered, &buffer, &length)
        defer { free(buffer) }
        guard failure(status) == nil, filtered != 0, let buffer else { return nil }
        return Array(UnsafeBufferPointer(start: buffer, count: length))
    }

    /// Replaces a stream's data with `bytes` in zlib form (`/FlateDecode`).
    func replaceData(_ stream: qpdf_oh, deflated bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer {
            qpdf_oh_replace_stream_data(q, stream, $0.baseAddress, $0.count, name("/FlateDecode"), qpdf_oh_new_null(q))
        }
    }

    /// Whether `object` is the name `name`.
    func isName(_ object: qpdf_oh, _ name: String) -> Bool { qpdf_oh_is_name_and_equals(q, object, name) != 0 }

    /// The items of an array, or nothing when `object` is not one.
    func items(_ object: qpdf_oh) -> [qpdf_oh] {
        guard qpdf_oh_is_array(q, object) != 0 else { return [] }
        return (0..<qpdf_oh_get_array_n_items(q, object)).map { qpdf_oh_get_array_item(q, object, $0) }
    }

    /// The structure elements of type `type` ("/Figure"), depth first from the structure tree's
    /// root: the order they were tagged in.
    func structureElements(of type: String) -> [qpdf_oh] {
        var found: [qpdf_oh] = []
        var seen = Set<Int32>()
        func visit(_ object: qpdf_oh) {
            if qpdf_oh_is_array(q, object) != 0 { return items(object).forEach(visit) }
            guard qpdf_oh_is_dictionary(q, object) != 0 else { return }
            let id = qpdf_oh_get_object_id(q, object)
            if id != 0 { guard seen.insert(id).inserted else { return } }
            if isName(get(object, "/S"), type), !has(object, "/MCID") { found.append(object) }
            visit(get(object, "/K"))
        }
        visit(get(get(root, "/StructTreeRoot"), "/K"))
        return found
    }

    /// The bookmarks' titles by the named destination they open, to describe links going there.
    lazy var outlineTitles: [String: String] = {
        var titles: [String: String] = [:]
        var seen = Set<Int32>()
        func visit(_ item: qpdf_oh) {
            var item = item
            while qpdf_oh_is_dictionary(q, item) != 0, seen.insert(qpdf_oh_get_object_id(q, item)).inserted {
                // qpdf's strings last until its next call: each is copied before the next is asked for.
                if let destination = text(get(item, "/Dest")), let title = text(get(item, "/Title")) { titles[destination] = title }
                visit(get(item, "/First"))
                item = get(item, "/Next")
            }
        }
        visit(get(get(root, "/Outlines"), "/First"))
        return titles
    }()

    /// What a link annotation does, in words for a screen reader: "Open https://…", "Go to Mood"
    /// (the bookmark's title of its destination) or "Go to mood" (the destination's name).
    func linkDescription(_ link: qpdf_oh) -> String {
        let action = get(link, "/A")
        if let uri = text(get(action, "/URI")) { return "Open \(uri)" }
        for destination in [get(link, "/Dest"), get(action, "/D")] {
            if let name = text(destination) {
                if let title = outlineTitles[name] { return "Go to \(title)" }
                return "Go to " + name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            }
            if let name = qpdf_oh_get_name(q, destination), qpdf_oh_is_name_and_equals(q, destination, name) != 0 {
                return "Go to " + String(cString: name).dropFirst()
            }
            if let page = items(destination).first, case let index = qpdf_find_page_by_oh(q, page), index >= 0 {
                return "Go to page \(index + 1)"
            }
        }
        return "Link"
    }

    /// The text of a string object, copied out of qpdf; nil when `object` is not a string.
    func text(_ object: qpdf_oh) -> String? {
        guard qpdf_oh_is_string(q, object) != 0, let value = qpdf_oh_get_utf8_value(q, object) else { return nil }
        return String(cString: value)
    }

    /// A new indirect XMP metadata stream holding `xml`.
    func metadataStream(_ xml: String) -> qpdf_oh {
        let stream = qpdf_oh_new_stream(q)
        let bytes = Array(xml.utf8)
        bytes.withUnsafeBufferPointer { qpdf_oh_replace_stream_data(q, stream, $0.baseAddress, $0.count, qpdf_oh_new_null(q), qpdf_oh_new_null(q)) }
        let dictionary = qpdf_oh_get_dict(q, stream)
        set(dictionary, "/Type", name("/Metadata"))
        set(dictionary, "/Subtype", name("/XML"))
        return stream
    }

    /// The document written out: streams as they were, object streams kept if there were any, an
    /// identifier derived from the content (same input, same bytes).
    /// - Throws: `GraphicsError.cairo` with qpdf's message.
    func written() throws -> [UInt8] {
        // A lookup that found nothing (a destination that is not a page) leaves an error behind; it is
        // not the write's.
        if qpdf_has_error(q) != 0 { _ = qpdf_get_error(q) }
        if let problem = failure(qpdf_init_write_memory(q)) { throw GraphicsError.cairo(message: "qpdf: \(problem)") }
        qpdf_set_object_stream_mode(q, qpdf_o_preserve)
        qpdf_set_stream_data_mode(q, qpdf_s_preserve)
        qpdf_set_decode_level(q, qpdf_dl_none)
        qpdf_set_deterministic_ID(q, QPDF_TRUE)
        if let problem = failure(qpdf_write(q)) { throw GraphicsError.cairo(message: "qpdf cannot write the PDF: \(problem)") }
        guard let buffer = qpdf_get_buffer(q) else { throw GraphicsError.cairo(message: "qpdf wrote nothing") }
        return Array(UnsafeBufferPointer(start: buffer, count: qpdf_get_buffer_length(q)))
    }

    /// qpdf's message when `status` or the error state says something went wrong.
    private func failure(_ status: QPDF_ERROR_CODE) -> String? {
        guard status & Int32(QPDF_ERRORS) != 0 || qpdf_has_error(q) != 0 else { return nil }
        guard let error = qpdf_get_error(q), let text = qpdf_get_error_full_text(q, error) else { return "unknown error" }
        return String(cString: text)
    }
}
