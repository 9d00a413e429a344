// Shared by the fuzz targets (tests/fuzz/README.md): a byte reader that
// never runs past the input and a failure that stops the fuzzer with a
// message, so a finding says which property broke.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace fuzz {

// Reads the input front to back; past the end every read gives 0, so any
// byte string decodes to something.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : p_(data), n_(size) {}
    bool empty() const { return i_ >= n_; }
    std::size_t left() const { return n_ - i_; }
    std::uint8_t u8() { return i_ < n_ ? p_[i_++] : 0; }
    std::uint64_t u64() {
        std::uint64_t v = 0;
        for (int k = 0; k < 8; ++k) v = v << 8 | u8();
        return v;
    }

private:
    const std::uint8_t* p_;
    std::size_t n_;
    std::size_t i_ = 0;
};

[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz property violated: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

inline void check(bool ok, const std::string& what) {
    if (!ok) fail(what);
}

}  // namespace fuzz
