// The one piece of libqpdf Folio needs that its C API lacks: a content stream's tokenizer
// (QPDFTokenizer), so the finishing pass can find the operators it marks without a hand-written
// PDF lexer. Everything else goes through qpdf-c.h.
#include "folio_pdf_content.h"

#include <qpdf/Buffer.hh>
#include <qpdf/BufferInputSource.hh>
#include <qpdf/QPDFTokenizer.hh>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <string>

static void set_error(char **error, const std::string &message) {
    if (error == nullptr) return;
    *error = static_cast<char *>(std::malloc(message.size() + 1));
    if (*error != nullptr) std::memcpy(*error, message.c_str(), message.size() + 1);
}

extern "C" int folio_pdf_content_operators(const unsigned char *data, size_t length, void *context,
                                           folio_pdf_operator_callback callback, char **error) {
    try {
        auto buffer = new Buffer(const_cast<unsigned char *>(data), length);
        auto input = std::shared_ptr<InputSource>(new BufferInputSource("content stream", buffer, true));
        QPDFTokenizer tokenizer;
        tokenizer.allowEOF();
        size_t operands = 0;
        for (;;) {
            QPDFTokenizer::Token token = tokenizer.readToken(input, "content stream", true, 0);
            switch (token.getType()) {
            case QPDFTokenizer::tt_eof:
                return 0;
            case QPDFTokenizer::tt_bad:
                set_error(error, "a bad token at offset " + std::to_string(input->tell()) + ": " + token.getErrorMessage());
                return -1;
            case QPDFTokenizer::tt_word: {
                std::string const &name = token.getValue();
                size_t end = static_cast<size_t>(input->tell());
                if (name == "ID") {
                    tokenizer.expectInlineImage(input);
                    QPDFTokenizer::Token image = tokenizer.readToken(input, "content stream", true, 0);
                    if (image.getType() != QPDFTokenizer::tt_inline_image) {
                        set_error(error, "an inline image without its data at offset " + std::to_string(end));
                        return -1;
                    }
                    end = static_cast<size_t>(input->tell());
                }
                callback(context, name.data(), name.size(), operands, end);
                operands = end;
                break;
            }
            default:
                break;
            }
        }
    } catch (std::exception &e) {
        set_error(error, e.what());
        return -1;
    }
}
