// Scalar and vector data types of the IR.
#pragma once

#include <cstdint>
#include <string>

namespace ktune {

/** A data type: a scalar kind, a bit width and a number of vector lanes (1 for scalars).
 * f32 is first class on every target; f16, bf16, i32 and i8 are representable from the start
 * so that the GPU code generators can use them. */
struct DataType {
  enum class Code : uint8_t { Int, UInt, Float, BFloat, Bool, Handle };
  Code code = Code::Float;
  uint8_t bits = 32;
  uint16_t lanes = 1;

  constexpr DataType() = default;
  constexpr DataType(Code c, int b, int l = 1)
      : code(c), bits(static_cast<uint8_t>(b)), lanes(static_cast<uint16_t>(l)) {}

  static constexpr DataType f32(int lanes = 1) { return {Code::Float, 32, lanes}; }
  static constexpr DataType f64(int lanes = 1) { return {Code::Float, 64, lanes}; }
  static constexpr DataType f16(int lanes = 1) { return {Code::Float, 16, lanes}; }
  static constexpr DataType bf16(int lanes = 1) { return {Code::BFloat, 16, lanes}; }
  static constexpr DataType i64(int lanes = 1) { return {Code::Int, 64, lanes}; }
  static constexpr DataType i32(int lanes = 1) { return {Code::Int, 32, lanes}; }
  static constexpr DataType i8(int lanes = 1) { return {Code::Int, 8, lanes}; }
  static constexpr DataType u8(int lanes = 1) { return {Code::UInt, 8, lanes}; }
  static constexpr DataType boolean(int lanes = 1) { return {Code::Bool, 1, lanes}; }
  static constexpr DataType handle() { return {Code::Handle, 64, 1}; }

  bool is_float() const { return code == Code::Float || code == Code::BFloat; }
  bool is_int() const { return code == Code::Int; }
  bool is_uint() const { return code == Code::UInt; }
  bool is_integer() const { return code == Code::Int || code == Code::UInt; }
  bool is_bool() const { return code == Code::Bool; }
  bool is_handle() const { return code == Code::Handle; }
  bool is_scalar() const { return lanes == 1; }
  bool is_vector() const { return lanes > 1; }
  int bytes() const { return (bits + 7) / 8; }

  DataType with_lanes(int l) const { return {code, bits, l}; }
  DataType element_of() const { return with_lanes(1); }

  bool operator==(const DataType &o) const { return code == o.code && bits == o.bits && lanes == o.lanes; }
  bool operator!=(const DataType &o) const { return !(*this == o); }

  /** "f32", "i64", "f32x8", "bool" ... */
  std::string str() const;
  /** Parses the short names of str() and the long names float32, int32, bfloat16 ...
   * Throws UserError naming the text when it is not a type. */
  static DataType parse(const std::string &text);
};

}  // namespace ktune
