// ktune run --model: the options and the run (RunModel.cpp).
#pragma once

#include <string>
#include <vector>

#include "Commands.h"

namespace ktune::cli {

struct RunModelOptions {
  std::string model, db, target = "llvm", check = "auto";
  std::vector<std::string> inputs, outputs;
  ModelImportFlags import;
  bool json = false, profile = false;
  /** --library: the library calls the database measured faster (off by default for models:
   * measured inside a model, they lose what they won alone; docs/models.md). */
  bool library = false;
  int threads = 0, repeat = 10;
};

int run_model(const RunModelOptions &o);

}  // namespace ktune::cli
