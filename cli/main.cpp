// The ktune program.
#include <dlfcn.h>
#include <unistd.h>

#include <iostream>

#include "Commands.h"
#include "ktune/library/LibraryCall.h"
#include "ktune/support/Error.h"

int main(int argc, char **argv) {
  // libgomp (linked through XGBoost) has read its environment before main: the wait policy
  // that ktune's oneDNN calls are measured and run with (LibraryCall.h) needs a fresh start, once
  // (the new image finds the variable set). Under ld.so or valgrind, where /proc/self/exe is not
  // ktune, set GOMP_SPINCOUNT yourself to skip it.
  if (ktune::set_openmp_wait_policy() && dlopen("libgomp.so.1", RTLD_LAZY | RTLD_NOLOAD)) execv("/proc/self/exe", argv);
  CLI::App app{"ktune: an autotuning kernel compiler"};
  app.set_version_flag("--version", std::string("ktune ") + KTUNE_VERSION);
  app.require_subcommand(1);
  auto run = ktune::cli::add_run_command(app);
  auto inspect = ktune::cli::add_inspect_command(app);
  auto db = ktune::cli::add_db_command(app);
  auto best = ktune::cli::add_best_command(app);
  auto tune = ktune::cli::add_tune_command(app);
  auto export_ = ktune::cli::add_export_command(app);
  auto explain = ktune::cli::add_explain_command(app);
  auto targets = ktune::cli::add_targets_command(app);
  auto import = ktune::cli::add_import_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    int code = app.exit(e);
    return code == 0 ? 0 : ktune::cli::kBadInput;
  }
  try {
    if (app.got_subcommand("run")) return run();
    if (app.got_subcommand("inspect")) return inspect();
    if (app.got_subcommand("db")) return db();
    if (app.got_subcommand("best")) return best();
    if (app.got_subcommand("tune")) return tune();
    if (app.got_subcommand("export")) return export_();
    if (app.got_subcommand("explain")) return explain();
    if (app.got_subcommand("targets")) return targets();
    if (app.got_subcommand("import")) return import();
  } catch (const ktune::UserError &e) {
    std::cerr << "ktune: error: " << e.what() << "\n";
    return ktune::cli::kBadInput;
  } catch (const std::exception &e) {
    std::cerr << "ktune: internal error: " << e.what() << "\n";
    return ktune::cli::kInternalError;
  }
  return ktune::cli::kBadInput;
}
