/// What PDF/UA-1 and PDF/A-2a require of a tagged PDF from Cairo 1.16 beyond its tags, applied
/// through libqpdf:
///
/// - everything a page draws outside the structure tree is an artifact (`PDFArtifacts`);
/// - every annotation has its flags `/F` with Print set and no Hidden, NoView or Invisible (A 6.3.2);
/// - every TrueType CID font has a `/CIDToGIDMap` (A 6.2.11.3.2; Cairo leaves out the identity it
///   means), every Type 1 subset a `/CharSet` naming its glyphs as FreeType reads them from the
///   embedded program (A 6.2.11.4.2);
/// - no image asks to be interpolated (A 6.2.8.3), no stream's data ends in a carriage return
///   (A 6.1.7.1);
/// - for PDF/A, the sRGB output intent (`PDFOutputIntent`).
struct PDFConformance {
    /// The file being finished.
    let file: QPDF
    /// The standards it is to meet.
    let standard: PDFStandard

    /// Applies every change to `file`.
    /// - Throws: `GraphicsError.pdf` when a page's content does not tokenize; `GraphicsError.io`
    ///   when PDF/A is wanted and no sRGB profile is installed.
    func apply() throws {
        for page in file.pages {
            if let marked = try PDFArtifacts.marked(try page.pageContent()) {
                page["Contents"] = file.deflatedStream([], bytes: marked)
            }
            for annotation in page["Annots"].items {
                annotation["F"] = file.integer(4)
            }
        }
        for object in file.objects where object.dictionary.isDictionary {
            let dictionary = object.dictionary
            if dictionary["Type"].isName("Font") { try fix(font: dictionary) }
            if dictionary["Subtype"].isName("Image"), dictionary["Interpolate"].bool == true { dictionary.remove("Interpolate") }
            if object.isStream { try endWithoutCarriageReturn(object) }
        }
        if standard.isA { try PDFOutputIntent.add(to: file) }
    }

    /// A deflated stream whose data ends in a carriage return is stored so that it does not
    /// (`QPDFObject.storeDeflated`).
    private func endWithoutCarriageReturn(_ stream: QPDFObject) throws {
        let dictionary = stream.dictionary
        guard dictionary["Filter"].isName("FlateDecode"), !dictionary.has("DecodeParms") else { return }
        let raw = try stream.rawData()
        if raw.last == 0x0D { stream.storeDeflated(raw) }
    }

    private func fix(font: QPDFObject) throws {
        if font["Subtype"].isName("CIDFontType2"), !font.has("CIDToGIDMap") {
            font["CIDToGIDMap"] = file.name("Identity")
        }
        let descriptor = font["FontDescriptor"]
        let program = descriptor.has("FontFile") ? descriptor["FontFile"] : descriptor["FontFile3"]
        if font["Subtype"].isName("Type1"), program.isStream, !descriptor.has("CharSet") {
            let names = try FontGlyphNames.names(ofFontProgram: try program.decodedData())
            descriptor["CharSet"] = file.text(names.map { "/" + $0 }.joined())
        }
    }
}
