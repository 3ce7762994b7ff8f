import FolioCore

/// The XMP metadata packet of a PDF (ISO 16684-1), written from its Info dictionary so the two say
/// the same: title, author, subject and keywords, the tools, the dates and the language; and the
/// identification of the standards the file claims (`pdfuaid`, `pdfaid`), with the extension schema
/// PDF/A-2 wants for `pdfuaid`, which it does not predefine.
enum PDFXMP {
    /// The packet for `info` (keys as in the Info dictionary: "Title", "CreationDate", …).
    static func packet(info: [String: String], language: String, standard: PDFStandard = .none) -> String {
        func escaped(_ s: String) -> String { s.escapedForMarkup }
        func alt(_ tag: String, _ value: String?) -> String {
            guard let value else { return "" }
            return "   <\(tag)><rdf:Alt><rdf:li xml:lang=\"x-default\">\(escaped(value))</rdf:li></rdf:Alt></\(tag)>\n"
        }
        func simple(_ tag: String, _ value: String?) -> String {
            value.map { "   <\(tag)>\(escaped($0))</\(tag)>\n" } ?? ""
        }
        var body = alt("dc:title", info["Title"]) + alt("dc:description", info["Subject"])
        if let author = info["Author"] { body += "   <dc:creator><rdf:Seq><rdf:li>\(escaped(author))</rdf:li></rdf:Seq></dc:creator>\n" }
        body += "   <dc:language><rdf:Bag><rdf:li>\(escaped(language))</rdf:li></rdf:Bag></dc:language>\n"
        body += "   <dc:format>application/pdf</dc:format>\n"
        body += simple("pdf:Keywords", info["Keywords"]) + simple("pdf:Producer", info["Producer"])
        body += simple("xmp:CreatorTool", info["Creator"])
        body += simple("xmp:CreateDate", info["CreationDate"].flatMap(isoDate))
        body += simple("xmp:ModifyDate", info["ModDate"].flatMap(isoDate))
        return """
        <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
        \(body)  </rdf:Description>
        \(identification(standard)) </rdf:RDF>
        </x:xmpmeta>
        <?xpacket end="w"?>
        """
    }

    /// The descriptions that name the standards the file claims.
    private static func identification(_ standard: PDFStandard) -> String {
        var out = ""
        if standard.isA {
            out += """
              <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
               <pdfaid:part>2</pdfaid:part>
               <pdfaid:conformance>A</pdfaid:conformance>
              </rdf:Description>

            """
        }
        if standard.isUA {
            out += """
              <rdf:Description rdf:about="" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
               <pdfuaid:part>1</pdfuaid:part>
              </rdf:Description>

            """
        }
        if standard.isA && standard.isUA {
            out += """
              <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
               <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>
                <pdfaSchema:property><rdf:Seq><rdf:li rdf:parseType="Resource">
                 <pdfaProperty:name>part</pdfaProperty:name>
                 <pdfaProperty:valueType>Integer</pdfaProperty:valueType>
                 <pdfaProperty:category>internal</pdfaProperty:category>
                 <pdfaProperty:description>Indicates which part of ISO 14289 the document conforms to</pdfaProperty:description>
                </rdf:li></rdf:Seq></pdfaSchema:property>
               </rdf:li></rdf:Bag></pdfaExtension:schemas>
              </rdf:Description>

            """
        }
        return out
    }

    /// A PDF date ("D:20261127184000+01'00'" or shorter) as an XMP date ("2026-11-27T18:40:00+01:00").
    static func isoDate(_ pdf: String) -> String? {
        var s = Substring(pdf)
        if s.hasPrefix("D:") { s = s.dropFirst(2) }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        guard digits.count >= 4 else { return nil }
        let d = Array(digits) + Array(repeating: Character("0"), count: max(0, 14 - digits.count))
        func part(_ a: Int, _ b: Int) -> String { String(d[a..<b]) }
        let month = digits.count >= 6 ? part(4, 6) : "01", day = digits.count >= 8 ? part(6, 8) : "01"
        var out = "\(part(0, 4))-\(month)-\(day)T\(part(8, 10)):\(part(10, 12)):\(part(12, 14))"
        let zone = s.dropFirst(digits.count)
        if zone.hasPrefix("Z") || zone.isEmpty {
            out += "Z"
        } else if let sign = zone.first, sign == "+" || sign == "-" {
            let numbers = zone.dropFirst().filter { $0.isNumber }
            let hh = String(numbers.prefix(2)), mm = String(numbers.dropFirst(2).prefix(2))
            out += "\(sign)\(hh.isEmpty ? "00" : hh):\(mm.isEmpty ? "00" : mm)"
        }
        return out
    }
}
