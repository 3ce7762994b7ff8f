// OpenSSL's SHA-256 (libcrypto), which uses the CPU's SHA instructions: the golden check hashes
// every render's pixels (5 MB a screen at @2x), 7× faster than FolioCore's portable SHA256.
#include <openssl/evp.h>
