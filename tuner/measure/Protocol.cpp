#include "Protocol.h"

#include <unistd.h>
#include <cerrno>
#include <cstdint>

namespace ktune::measure {

namespace {
bool write_all(int fd, const char *p, size_t n) {
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      return false;
    }
    p += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

bool read_all(int fd, char *p, size_t n) {
  while (n > 0) {
    ssize_t r = ::read(fd, p, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    p += r;
    n -= static_cast<size_t>(r);
  }
  return true;
}

uint32_t decode_length(const char *p) {
  return static_cast<uint32_t>(static_cast<unsigned char>(p[0])) |
         static_cast<uint32_t>(static_cast<unsigned char>(p[1])) << 8 |
         static_cast<uint32_t>(static_cast<unsigned char>(p[2])) << 16 |
         static_cast<uint32_t>(static_cast<unsigned char>(p[3])) << 24;
}
}  // namespace

bool write_frame(int fd, const std::string &payload) {
  uint32_t n = static_cast<uint32_t>(payload.size());
  char header[4] = {static_cast<char>(n & 0xff), static_cast<char>((n >> 8) & 0xff),
                    static_cast<char>((n >> 16) & 0xff), static_cast<char>((n >> 24) & 0xff)};
  return write_all(fd, header, 4) && write_all(fd, payload.data(), payload.size());
}

std::optional<std::string> read_frame(int fd) {
  char header[4];
  if (!read_all(fd, header, 4)) return std::nullopt;
  std::string payload(decode_length(header), '\0');
  if (!payload.empty() && !read_all(fd, payload.data(), payload.size())) return std::nullopt;
  return payload;
}

bool FrameReader::fill(int fd) {
  char chunk[65536];
  for (;;) {
    ssize_t r = ::read(fd, chunk, sizeof(chunk));
    if (r > 0) {
      buffer_.append(chunk, static_cast<size_t>(r));
      continue;
    }
    if (r == 0) return false;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK;
  }
}

std::optional<std::string> FrameReader::next() {
  if (buffer_.size() < 4) return std::nullopt;
  uint32_t n = decode_length(buffer_.data());
  if (buffer_.size() < 4 + static_cast<size_t>(n)) return std::nullopt;
  std::string payload = buffer_.substr(4, n);
  buffer_.erase(0, 4 + static_cast<size_t>(n));
  return payload;
}

}  // namespace ktune::measure
