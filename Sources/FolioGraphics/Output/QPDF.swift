import CQPDF
import FolioCodecs
import Glibc

/// A PDF opened with libqpdf (through its C API) to be changed and written again: the one owner of
/// a `qpdf_data`, and the one place its errors become `GraphicsError.pdf`.
///
/// Objects are reached through `QPDFObject` handles that belong to the file. The written file is a
/// pure function of the input and the changes: qpdf derives the file identifier from the content.
final class QPDF {
    fileprivate var data: qpdf_data?
    /// The input: qpdf reads it in place, so it lives as long as the file.
    private let input: UnsafeMutableBufferPointer<UInt8>

    /// Opens `bytes` (a whole PDF).
    /// - Throws: `GraphicsError.pdf` with libqpdf's message when the file cannot be read.
    init(_ bytes: [UInt8]) throws {
        input = .allocate(capacity: max(1, bytes.count))
        _ = input.initialize(from: bytes)
        data = qpdf_init()
        qpdf_silence_errors(data)
        qpdf_set_suppress_warnings(data, QPDF_TRUE)
        let status = input.withMemoryRebound(to: CChar.self) {
            qpdf_read_memory(data, "the PDF cairo wrote", $0.baseAddress, UInt64(bytes.count), nil)
        }
        try check(status)
    }

    deinit {
        qpdf_cleanup(&data)
        input.deallocate()
    }

    /// Throws libqpdf's pending error, if any.
    func check(_ status: QPDF_ERROR_CODE = QPDF_SUCCESS) throws {
        guard status & QPDF_ERRORS != 0 || qpdf_has_error(data) != QPDF_FALSE else { return }
        let error = qpdf_get_error(data)
        let message = error.flatMap { qpdf_get_error_full_text(data, $0) }.map { String(cString: $0) } ?? "an unknown error"
        throw GraphicsError.pdf(message: message)
    }

    /// The document catalog.
    var root: QPDFObject { QPDFObject(self, qpdf_get_root(data)) }
    /// The trailer dictionary.
    var trailer: QPDFObject { QPDFObject(self, qpdf_get_trailer(data)) }

    /// Every indirect object of the file, by number (from the trailer's `/Size`).
    var objects: [QPDFObject] {
        let size = trailer["Size"].integer ?? 0
        return (1..<max(1, size)).map { QPDFObject(self, qpdf_get_object_by_id(data, Int32($0), 0)) }.filter { !$0.isNull }
    }

    /// The pages in order.
    var pages: [QPDFObject] {
        let count = qpdf_get_num_pages(data)
        return (0..<max(0, count)).map { QPDFObject(self, qpdf_get_page_n(data, Int($0))) }
    }

    /// A name object, e.g. `name("Artifact")`.
    func name(_ name: String) -> QPDFObject { QPDFObject(self, qpdf_oh_new_name(data, "/" + name)) }
    /// An integer object.
    func integer(_ value: Int) -> QPDFObject { QPDFObject(self, qpdf_oh_new_integer(data, Int64(value))) }
    /// A boolean object.
    func bool(_ value: Bool) -> QPDFObject { QPDFObject(self, qpdf_oh_new_bool(data, value ? QPDF_TRUE : QPDF_FALSE)) }
    /// A text string (PDFDocEncoding where it can be, else UTF-16).
    func text(_ value: String) -> QPDFObject { QPDFObject(self, qpdf_oh_new_unicode_string(data, value)) }
    /// An array of `items`.
    func array(_ items: [QPDFObject]) -> QPDFObject {
        let array = QPDFObject(self, qpdf_oh_new_array(data))
        for item in items { qpdf_oh_append_item(data, array.handle, item.handle) }
        return array
    }

    /// A direct dictionary of `entries`.
    func dictionary(_ entries: [(String, QPDFObject)]) -> QPDFObject {
        let dictionary = QPDFObject(self, qpdf_oh_new_dictionary(data))
        for (key, value) in entries { dictionary[key] = value }
        return dictionary
    }

    /// A new indirect stream of `entries` holding `bytes`, stored as they are with `filter` (nil:
    /// unfiltered).
    func stream(_ entries: [(String, QPDFObject)], bytes: [UInt8], filter: String? = nil) -> QPDFObject {
        let stream = QPDFObject(self, qpdf_oh_new_stream(data))
        for (key, value) in entries { stream.dictionary[key] = value }
        stream.replaceData(bytes, filter: filter)
        return stream
    }

    /// A new indirect stream of `entries` holding `bytes` deflated by libdeflate (stored plain if it
    /// cannot compress them).
    func deflatedStream(_ entries: [(String, QPDFObject)], bytes: [UInt8]) -> QPDFObject {
        guard let deflated = bytes.withUnsafeBytes({ ZlibDeflate.compress($0.baseAddress, count: $0.count, level: 6) }) else {
            return stream(entries, bytes: bytes)
        }
        let stream = stream(entries, bytes: [])
        stream.storeDeflated(deflated)
        return stream
    }

    /// `object` made an indirect object of the file.
    func indirect(_ object: QPDFObject) -> QPDFObject { QPDFObject(self, qpdf_make_indirect_object(data, object.handle)) }

    /// The file written again: the same version, object streams as they were, every stream's data
    /// as it was given (nothing decoded and compressed again), an end of line before each
    /// `endstream` (as PDF/A wants), the identifier derived from the content.
    func written() throws -> [UInt8] {
        try check(qpdf_init_write_memory(data))
        qpdf_set_deterministic_ID(data, QPDF_TRUE)
        qpdf_set_newline_before_endstream(data, QPDF_TRUE)
        qpdf_set_stream_data_mode(data, qpdf_s_preserve)
        try check(qpdf_write(data))
        let length = qpdf_get_buffer_length(data)
        guard let buffer = qpdf_get_buffer(data) else { throw GraphicsError.pdf(message: "libqpdf wrote nothing") }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(length)))
    }

    fileprivate var handle: qpdf_data? { data }
}

/// One object of a `QPDF` file (a handle into it): read and changed in place.
struct QPDFObject {
    let file: QPDF
    let handle: qpdf_oh

    init(_ file: QPDF, _ handle: qpdf_oh) {
        self.file = file
        self.handle = handle
    }

    private var q: qpdf_data? { file.handle }

    /// The value of `key` (null when absent or not a dictionary); setting nil removes the key.
    subscript(key: String) -> QPDFObject {
        get { QPDFObject(file, qpdf_oh_get_key_if_dict(q, handle, "/" + key)) }
        nonmutating set { qpdf_oh_replace_key(q, handle, "/" + key, newValue.handle) }
    }

    /// Removes `key` from the dictionary.
    func remove(_ key: String) { qpdf_oh_remove_key(q, handle, "/" + key) }
    /// Whether the dictionary has `key`.
    func has(_ key: String) -> Bool { qpdf_oh_has_key(q, handle, "/" + key) != QPDF_FALSE }

    var isNull: Bool { qpdf_oh_is_null(q, handle) != QPDF_FALSE }
    var isDictionary: Bool { qpdf_oh_is_dictionary(q, handle) != QPDF_FALSE }
    var isStream: Bool { qpdf_oh_is_stream(q, handle) != QPDF_FALSE }
    var isArray: Bool { qpdf_oh_is_array(q, handle) != QPDF_FALSE }
    var isIndirect: Bool { qpdf_oh_is_indirect(q, handle) != QPDF_FALSE }
    /// Whether this is the name `/name`.
    func isName(_ name: String) -> Bool { qpdf_oh_is_name_and_equals(q, handle, "/" + name) != QPDF_FALSE }

    /// A name's text without its slash, nil for anything else.
    var name: String? {
        guard qpdf_oh_is_name(q, handle) != QPDF_FALSE, let name = qpdf_oh_get_name(q, handle) else { return nil }
        return String(String(cString: name).dropFirst())
    }

    /// An integer's value, nil for anything else.
    var integer: Int? { qpdf_oh_is_integer(q, handle) != QPDF_FALSE ? Int(qpdf_oh_get_int_value(q, handle)) : nil }
    /// A boolean's value, nil for anything else.
    var bool: Bool? { qpdf_oh_is_bool(q, handle) != QPDF_FALSE ? qpdf_oh_get_bool_value(q, handle) != QPDF_FALSE : nil }

    /// A string's text (decoded from PDFDocEncoding or UTF-16), nil for anything else.
    var text: String? {
        guard qpdf_oh_is_string(q, handle) != QPDF_FALSE, let value = qpdf_oh_get_utf8_value(q, handle) else { return nil }
        return String(cString: value)
    }

    /// An array's items (none for anything else).
    var items: [QPDFObject] {
        (0..<max(0, qpdf_oh_get_array_n_items(q, handle))).map { QPDFObject(file, qpdf_oh_get_array_item(q, handle, $0)) }
    }

    /// A dictionary's keys without their slashes (none for anything else).
    var keys: [String] {
        var keys: [String] = []
        qpdf_oh_begin_dict_key_iter(q, handle)
        while qpdf_oh_dict_more_keys(q) != QPDF_FALSE {
            if let key = qpdf_oh_dict_next_key(q) { keys.append(String(String(cString: key).dropFirst())) }
        }
        return keys
    }

    /// A stream's dictionary (itself for a dictionary).
    var dictionary: QPDFObject { isStream ? QPDFObject(file, qpdf_oh_get_dict(q, handle)) : self }

    /// The object's number, 0 for a direct object.
    var number: Int { Int(qpdf_oh_get_object_id(q, handle)) }

    /// Appends `item` to the array.
    func append(_ item: QPDFObject) { qpdf_oh_append_item(q, handle, item.handle) }

    /// A stream's data with every filter undone.
    /// - Throws: `GraphicsError.pdf` when a filter cannot be undone.
    func decodedData() throws -> [UInt8] {
        let (data, filtered) = try streamData(qpdf_dl_all)
        guard filtered else { throw GraphicsError.pdf(message: "a stream libqpdf cannot decode") }
        return data
    }

    /// A stream's data as stored, filters and all.
    func rawData() throws -> [UInt8] { try streamData(qpdf_dl_none).data }

    /// A stream's data decoded to `level`, and whether every filter was undone.
    private func streamData(_ level: qpdf_stream_decode_level_e) throws -> (data: [UInt8], filtered: Bool) {
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        var filtered: QPDF_BOOL = QPDF_FALSE
        try file.check(qpdf_oh_get_stream_data(q, handle, level, &filtered, &buffer, &length))
        defer { free(buffer) }
        return (buffer.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? [], filtered != QPDF_FALSE)
    }

    /// A page's content, its content streams decoded and joined.
    func pageContent() throws -> [UInt8] {
        var buffer: UnsafeMutablePointer<UInt8>?
        var length = 0
        try file.check(qpdf_oh_get_page_content_data(q, handle, &buffer, &length))
        defer { free(buffer) }
        return buffer.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    }

    /// Replaces a stream's data with `bytes`, stored with `filter` (nil: none).
    func replaceData(_ bytes: [UInt8], filter: String?) {
        replaceData(bytes, filter: filter.map { file.name($0) } ?? QPDFObject(file, qpdf_oh_new_null(q)))
    }

    private func replaceData(_ bytes: [UInt8], filter: QPDFObject) {
        bytes.withUnsafeBufferPointer {
            qpdf_oh_replace_stream_data(q, handle, $0.baseAddress, $0.count, filter.handle, qpdf_oh_new_null(q))
        }
    }

    /// Replaces a stream's data with the zlib stream `deflated` (`/FlateDecode`). Data whose last
    /// byte is a carriage return would read one byte shorter than its `/Length` before the line feed
    /// that ends it (CR LF is one end of line; PDF/A 6.1.7.1), and a zlib stream's last byte is its
    /// checksum's, whatever the compression: such data is stored in hexadecimal on top
    /// (`[/ASCIIHexDecode /FlateDecode]`), which ends in `>`.
    func storeDeflated(_ deflated: [UInt8]) {
        guard deflated.last == 0x0D else { return replaceData(deflated, filter: "FlateDecode") }
        let digits = Array("0123456789ABCDEF".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(deflated.count * 2 + 1)
        for byte in deflated { hex += [digits[Int(byte >> 4)], digits[Int(byte & 15)]] }
        hex.append(UInt8(ascii: ">"))
        replaceData(hex, filter: file.array([file.name("ASCIIHexDecode"), file.name("FlateDecode")]))
    }
}
