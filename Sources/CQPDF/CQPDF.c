#include "CQPDF.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Every libqpdf function Folio calls: V for those returning nothing, R for the rest, each with its
// parameters and the arguments that pass them on.
#define CQPDF_FUNCTIONS(V, R) \
    R(qpdf_data, qpdf_init, (void), ()) \
    V(qpdf_cleanup, (qpdf_data *q), (q)) \
    V(qpdf_set_suppress_warnings, (qpdf_data q, QPDF_BOOL value), (q, value)) \
    R(QPDF_ERROR_CODE, qpdf_read_memory, (qpdf_data q, char const *description, char const *buffer, \
                                          unsigned long long size, char const *password), \
      (q, description, buffer, size, password)) \
    R(QPDF_BOOL, qpdf_has_error, (qpdf_data q), (q)) \
    R(qpdf_error, qpdf_get_error, (qpdf_data q), (q)) \
    R(char const *, qpdf_get_error_full_text, (qpdf_data q, qpdf_error e), (q, e)) \
    R(qpdf_oh, qpdf_get_root, (qpdf_data q), (q)) \
    R(qpdf_oh, qpdf_get_trailer, (qpdf_data q), (q)) \
    R(int, qpdf_get_num_pages, (qpdf_data q), (q)) \
    R(qpdf_oh, qpdf_get_page_n, (qpdf_data q, size_t index), (q, index)) \
    R(int, qpdf_find_page_by_oh, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(QPDF_BOOL, qpdf_oh_has_key, (qpdf_data q, qpdf_oh oh, char const *key), (q, oh, key)) \
    R(qpdf_oh, qpdf_oh_get_key, (qpdf_data q, qpdf_oh oh, char const *key), (q, oh, key)) \
    V(qpdf_oh_replace_key, (qpdf_data q, qpdf_oh oh, char const *key, qpdf_oh item), (q, oh, key, item)) \
    R(qpdf_oh, qpdf_oh_new_unicode_string, (qpdf_data q, char const *text), (q, text)) \
    R(qpdf_oh, qpdf_oh_new_name, (qpdf_data q, char const *name), (q, name)) \
    R(qpdf_oh, qpdf_oh_new_null, (qpdf_data q), (q)) \
    R(qpdf_oh, qpdf_oh_new_stream, (qpdf_data q), (q)) \
    R(qpdf_oh, qpdf_oh_parse, (qpdf_data q, char const *syntax), (q, syntax)) \
    R(QPDF_BOOL, qpdf_oh_is_name_and_equals, (qpdf_data q, qpdf_oh oh, char const *name), (q, oh, name)) \
    R(QPDF_BOOL, qpdf_oh_is_array, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(QPDF_BOOL, qpdf_oh_is_dictionary, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(QPDF_BOOL, qpdf_oh_is_string, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(int, qpdf_oh_get_array_n_items, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(qpdf_oh, qpdf_oh_get_array_item, (qpdf_data q, qpdf_oh oh, int n), (q, oh, n)) \
    R(int, qpdf_oh_get_object_id, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(char const *, qpdf_oh_get_name, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(char const *, qpdf_oh_get_utf8_value, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(qpdf_oh, qpdf_oh_get_dict, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    V(qpdf_oh_replace_stream_data, (qpdf_data q, qpdf_oh stream, unsigned char const *buffer, size_t length, \
                                    qpdf_oh filter, qpdf_oh decode_parms), \
      (q, stream, buffer, length, filter, decode_parms)) \
    R(QPDF_ERROR_CODE, qpdf_init_write_memory, (qpdf_data q), (q)) \
    V(qpdf_set_object_stream_mode, (qpdf_data q, enum qpdf_object_stream_e mode), (q, mode)) \
    V(qpdf_set_stream_data_mode, (qpdf_data q, enum qpdf_stream_data_e mode), (q, mode)) \
    V(qpdf_set_decode_level, (qpdf_data q, enum qpdf_stream_decode_level_e level), (q, level)) \
    V(qpdf_set_deterministic_ID, (qpdf_data q, QPDF_BOOL value), (q, value)) \
    R(QPDF_ERROR_CODE, qpdf_write, (qpdf_data q), (q)) \
    R(unsigned char const *, qpdf_get_buffer, (qpdf_data q), (q)) \
    R(size_t, qpdf_get_buffer_length, (qpdf_data q), (q)) \
    R(qpdf_oh, qpdf_get_object_by_id, (qpdf_data q, int id, int generation), (q, id, generation)) \
    R(QPDF_BOOL, qpdf_oh_is_stream, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(QPDF_BOOL, qpdf_oh_is_integer, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(int, qpdf_oh_get_int_value_as_int, (qpdf_data q, qpdf_oh oh), (q, oh)) \
    R(qpdf_oh, qpdf_oh_new_integer, (qpdf_data q, long long value), (q, value)) \
    R(QPDF_ERROR_CODE, qpdf_oh_get_stream_data, (qpdf_data q, qpdf_oh stream, enum qpdf_stream_decode_level_e level, \
                                                 QPDF_BOOL *filtered, unsigned char **buffer, size_t *length), \
      (q, stream, level, filtered, buffer, length))

#define CQPDF_POINTER_V(name, params, args) static void (*name##_in_qpdf) params;
#define CQPDF_POINTER_R(type, name, params, args) static type (*name##_in_qpdf) params;
CQPDF_FUNCTIONS(CQPDF_POINTER_V, CQPDF_POINTER_R)

static pthread_once_t cqpdf_once = PTHREAD_ONCE_INIT;
static char cqpdf_error[512];

static void cqpdf_open(void) {
    // The soname of the libqpdf-dev Folio is built with (Debian 12: qpdf 11), then the development link.
    void *library = dlopen("libqpdf.so.29", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libqpdf.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(cqpdf_error, sizeof cqpdf_error, "libqpdf cannot be loaded (%s)", dlerror());
        return;
    }
#define CQPDF_FIND(name) \
    if ((*(void **)&name##_in_qpdf = dlsym(library, #name)) == NULL) { \
        snprintf(cqpdf_error, sizeof cqpdf_error, "libqpdf has no %s", #name); \
        return; \
    }
#define CQPDF_FIND_V(name, params, args) CQPDF_FIND(name)
#define CQPDF_FIND_R(type, name, params, args) CQPDF_FIND(name)
    CQPDF_FUNCTIONS(CQPDF_FIND_V, CQPDF_FIND_R)
}

const char *cqpdf_load(void) {
    pthread_once(&cqpdf_once, cqpdf_open);
    return cqpdf_error[0] != '\0' ? cqpdf_error : NULL;
}

// Every forwarder makes sure the library is open; Folio asks cqpdf_load() first and never calls one
// when it failed, so reaching a missing function is a bug in Folio.
static void cqpdf_require(void) {
    const char *error = cqpdf_load();
    if (error != NULL) {
        fprintf(stderr, "folio: %s\n", error);
        abort();
    }
}

#define CQPDF_FORWARD_V(name, params, args) \
    void name params { \
        cqpdf_require(); \
        name##_in_qpdf args; \
    }
#define CQPDF_FORWARD_R(type, name, params, args) \
    type name params { \
        cqpdf_require(); \
        return name##_in_qpdf args; \
    }
CQPDF_FUNCTIONS(CQPDF_FORWARD_V, CQPDF_FORWARD_R)
