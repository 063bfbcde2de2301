#include "ktune/ir/Type.h"

#include <map>

#include "ktune/support/Error.h"

namespace ktune {

std::string DataType::str() const {
  std::string s;
  switch (code) {
    case Code::Int: s = "i" + std::to_string(bits); break;
    case Code::UInt: s = "u" + std::to_string(bits); break;
    case Code::Float: s = "f" + std::to_string(bits); break;
    case Code::BFloat: s = "bf" + std::to_string(bits); break;
    case Code::Bool: s = "bool"; break;
    case Code::Handle: s = "handle"; break;
  }
  if (lanes > 1) s += "x" + std::to_string(lanes);
  return s;
}

DataType DataType::parse(const std::string &text) {
  static const std::map<std::string, DataType> names = {
      {"f32", f32()},     {"float32", f32()}, {"f64", f64()},       {"float64", f64()}, {"f16", f16()},
      {"float16", f16()}, {"bf16", bf16()},   {"bfloat16", bf16()}, {"i64", i64()},     {"int64", i64()},
      {"i32", i32()},     {"int32", i32()},   {"i8", i8()},         {"int8", i8()},     {"u8", u8()},
      {"uint8", u8()},    {"bool", boolean()}};
  auto it = names.find(text);
  user_check(it != names.end(), "unknown dtype '" << text
                                                  << "' (expected one of f32, f16, bf16, f64, "
                                                     "i64, i32, i8, u8, bool)");
  return it->second;
}

}  // namespace ktune
