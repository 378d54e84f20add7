#include "tools/epicsched/OutputFile.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace fs = llvm::sys::fs;

namespace epic::tool {

bool outputsDistinctFromInputs(const std::vector<std::string> &Inputs, const std::vector<std::string> &Outputs,
                               llvm::raw_ostream &Err) {
  for (const std::string &Out : Outputs)
    for (const std::string &In : Inputs) {
      if (In == "-" || Out == "-") // standard input and output are streams, never one file
        continue;
      bool Same = false;
      // equivalent() compares device and inode, so links and other spellings
      // of one file match; it fails (not the same) when either is missing.
      if (Out == In || (!fs::equivalent(In, Out, Same) && Same)) {
        Err << Out << ": error: the input '" << In << "' and the output '" << Out << "' are the same file\n";
        return false;
      }
    }
  return true;
}

namespace {

bool report(const std::string &Path, const char *What, std::error_code EC, llvm::raw_ostream &Err) {
  Err << Path << ": error: " << What << ": " << EC.message() << "\n";
  return false;
}

/// Devices, pipes and stdout cannot be replaced by a rename: write in place.
bool writeInPlace(const std::string &Path, llvm::StringRef Bytes, llvm::raw_ostream &Err) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, fs::OF_None);
  if (EC) return report(Path, "cannot open for writing", EC, Err);
  OS << Bytes;
  OS.flush();
  if (OS.has_error()) {
    EC = OS.error();
    OS.clear_error(); // reported here; the stream must not abort on close
    return report(Path, "cannot write", EC, Err);
  }
  return true;
}

} // namespace

bool writeOutput(const std::string &Path, llvm::StringRef Bytes, llvm::raw_ostream &Err) {
  fs::file_status St;
  bool Exists = !fs::status(Path, St); // follows symbolic links
  if (Path == "-" || (Exists && St.type() != fs::file_type::regular_file)) {
    if (Exists && St.type() == fs::file_type::directory_file)
      return report(Path, "cannot write", std::make_error_code(std::errc::is_a_directory), Err);
    return writeInPlace(Path, Bytes, Err);
  }
  // Write through a symbolic link to its target, as opening the path would.
  llvm::SmallString<256> Target(Path);
  if (Exists && fs::real_path(Path, Target))
    Target = Path;
  llvm::StringRef Dir = llvm::sys::path::parent_path(Target);
  llvm::SmallString<256> Model(Dir.empty() ? "." : Dir);
  llvm::sys::path::append(Model, "." + llvm::sys::path::filename(Target).str() + ".tmp-%%%%%%");
  int FD = -1;
  llvm::SmallString<256> Temp;
  unsigned Mode = Exists ? unsigned(St.permissions()) : unsigned(fs::all_read | fs::all_write);
  if (std::error_code EC = fs::createUniqueFile(Model, FD, Temp, fs::OF_None, Mode))
    return report(Path, "cannot create", EC, Err);
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Bytes;
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      fs::remove(Temp);
      return report(Path, "cannot write", EC, Err);
    }
  }
  if (Exists) // createUniqueFile's mode passes through the umask; keep the old file's
    fs::setPermissions(Temp, St.permissions());
  if (std::error_code EC = fs::rename(Temp, Target)) {
    fs::remove(Temp);
    return report(Path, "cannot write", EC, Err);
  }
  return true;
}

} // namespace epic::tool
