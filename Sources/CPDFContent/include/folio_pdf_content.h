#ifndef FOLIO_PDF_CONTENT_H
#define FOLIO_PDF_CONTENT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Called once per operator of a content stream, in order: its name (not NUL-terminated), where its
/// operands begin (the end of the operator before it, or 0) and where the operator ends.
typedef void (*folio_pdf_operator_callback)(void *context, const char *name, size_t name_length,
                                            size_t operands_start, size_t end);

/// Reads the operators of the PDF content stream `data` with libqpdf's tokenizer (inline images
/// included) and calls `callback` for each. Returns 0, or -1 when the stream does not tokenize
/// (then `*error`, if not NULL, is a malloc'd message the caller frees).
int folio_pdf_content_operators(const unsigned char *data, size_t length, void *context,
                                folio_pdf_operator_callback callback, char **error);

#ifdef __cplusplus
}
#endif

#endif
