// .npy reading and writing, following NumPy's format description (numpy.lib.format): a magic
// string, a version, a little-endian header length, a Python dict literal with descr,
// fortran_order and shape, padding to a multiple of 64 bytes, then the raw data.
#include "ktune/runtime/Npy.h"

#include <cstring>
#include <fstream>
#include <sstream>

#include "ktune/support/Error.h"

namespace ktune {

namespace {

struct TypeCode {
  const char *descr;
  DataType type;
};

const TypeCode kTypes[] = {{"<f4", DataType::f32()}, {"<f8", DataType::f64()}, {"<f2", DataType::f16()},
                           {"<i8", DataType::i64()}, {"<i4", DataType::i32()}, {"|i1", DataType::i8()},
                           {"|u1", DataType::u8()},  {"|b1", DataType::u8()}};

// The value of `key` in the header dict: the text after "'key':" up to the next ',' at depth 0
// or the closing brace.
std::string dict_value(const std::string &header, const std::string &key, const std::string &path) {
  size_t k = header.find("'" + key + "'");
  user_check(k != std::string::npos, "'" << path << "': the .npy header has no " << key);
  size_t colon = header.find(':', k);
  user_check(colon != std::string::npos, "'" << path << "': malformed .npy header");
  size_t i = colon + 1;
  int depth = 0;
  std::string v;
  for (; i < header.size(); ++i) {
    char c = header[i];
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (depth == 0 && (c == ',' || c == '}')) break;
    v += c;
  }
  size_t b = v.find_first_not_of(" "), e = v.find_last_not_of(" ");
  return b == std::string::npos ? "" : v.substr(b, e - b + 1);
}

}  // namespace

NDArray read_npy(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  user_check(in.good(), "cannot read the array file '" << path << "'");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  user_check(bytes.size() >= 10 && bytes.compare(0, 6, "\x93NUMPY") == 0, "'" << path << "' is not a .npy file");
  int major = static_cast<unsigned char>(bytes[6]);
  size_t len_bytes = major == 1 ? 2 : 4;
  user_check(major >= 1 && major <= 3 && bytes.size() >= 8 + len_bytes, "'" << path << "': unknown .npy version");
  size_t header_len = 0;
  for (size_t i = 0; i < len_bytes; ++i)
    header_len |= static_cast<size_t>(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
  size_t start = 8 + len_bytes;
  user_check(bytes.size() >= start + header_len, "'" << path << "': truncated .npy header");
  std::string header = bytes.substr(start, header_len);
  std::string descr = dict_value(header, "descr", path);
  user_check(descr.size() >= 2, "'" << path << "': bad descr " << descr);
  descr = descr.substr(1, descr.size() - 2);  // strip the quotes
  user_check(dict_value(header, "fortran_order", path) == "False",
             "'" << path << "' is in Fortran order; save it with numpy.ascontiguousarray first");
  const TypeCode *code = nullptr;
  for (auto &t : kTypes) {
    if (descr == t.descr || (descr == "=f4" && std::string(t.descr) == "<f4")) code = &t;
  }
  user_check(code, "'" << path << "' holds elements of type '" << descr
                       << "', which ktune does not read (little-endian f4, f8, f2, i8, i4, i1, u1, b1)");
  std::string shape_text = dict_value(header, "shape", path);
  std::vector<int64_t> shape;
  std::stringstream ss(shape_text.substr(1, shape_text.size() >= 2 ? shape_text.size() - 2 : 0));
  for (std::string item; std::getline(ss, item, ',');) {
    if (item.find_first_not_of(" ") == std::string::npos) continue;
    shape.push_back(std::stoll(item));
  }
  NDArray a = NDArray::empty(shape, code->type);
  size_t data = start + header_len;
  user_check(bytes.size() - data >= static_cast<size_t>(a.bytes()),
             "'" << path << "' is truncated: " << bytes.size() - data << " bytes of data, " << a.bytes() << " needed");
  std::memcpy(a.data(), bytes.data() + data, static_cast<size_t>(a.bytes()));
  return a;
}

void write_npy(const std::string &path, const NDArray &a) {
  const TypeCode *code = nullptr;
  for (auto &t : kTypes) {
    if (t.type == a.dtype()) {
      code = &t;
      break;
    }
  }
  user_check(code, "cannot write an array of type " << a.dtype().str() << " as .npy");
  std::string shape = "(";
  for (size_t i = 0; i < a.shape().size(); ++i)
    shape += std::to_string(a.shape()[i]) + (a.shape().size() == 1 ? "," : i + 1 < a.shape().size() ? ", " : "");
  shape += ")";
  std::string header =
      std::string("{'descr': '") + code->descr + "', 'fortran_order': False, 'shape': " + shape + ", }";
  size_t total = 10 + header.size() + 1;
  header += std::string((64 - total % 64) % 64, ' ') + "\n";
  std::ofstream out(path, std::ios::binary);
  user_check(out.good(), "cannot write '" << path << "'");
  out.write("\x93NUMPY\x01\x00", 8);
  uint16_t len = static_cast<uint16_t>(header.size());
  char lb[2] = {static_cast<char>(len & 0xff), static_cast<char>(len >> 8)};
  out.write(lb, 2);
  out << header;
  out.write(static_cast<const char *>(a.data()), a.bytes());
  user_check(out.good(), "cannot write '" << path << "'");
}

}  // namespace ktune
