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
  bool library = true;  // library calls where the database measured them faster (--no-library)
  int threads = 0, repeat = 10;
};

int run_model(const RunModelOptions &o);

}  // namespace ktune::cli
