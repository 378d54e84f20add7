// `.incbin "FILE"[, SKIP[, COUNT]]`: the file's bytes as data, with GNU as's
// search (the name as given, then each -I directory) and its checks, probed
// with ia64-linux-gnu-as 2.40: SKIP past the end or a COUNT beyond it is
// "skip (S) or count (C) invalid for file size (N)", where C is the written
// count or else what remains; a COUNT of 0 takes the rest, with a warning.
#include "frontend/Builder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace epic::frontend {

void Builder::incbin(const std::vector<DirArg> &Args, ir::SourceLoc L) {
  if (Args.empty() || Args[0].K != DirArg::String) {
    DE.error(Args.empty() ? L : Args[0].Loc, "missing string"); // GNU as's words
    return;
  }
  const std::string &Name = Args[0].Text;
  std::optional<int64_t> Skip = 0, Count;
  if (Args.size() > 1 && (!Args[1].E || !(Skip = constant(*Args[1].E, Args[1].Loc, ".incbin skip"))))
    return;
  if (Args.size() > 2 && (!Args[2].E || !(Count = constant(*Args[2].E, Args[2].Loc, ".incbin count"))))
    return;
  if (Args.size() > 3) {
    DE.error(Args[3].Loc, "'.incbin' takes a file name, a skip and a count");
    return;
  }
  std::vector<std::string> Tries{Name};
  if (!llvm::sys::path::is_absolute(Name))
    for (const std::string &Dir : Includes)
      Tries.push_back(Dir + "/" + Name);
  const std::string *Found = nullptr;
  for (const std::string &Path : Tries)
    if (llvm::sys::fs::exists(Path)) {
      Found = &Path;
      break;
    }
  if (!Found) {
    DE.error(Args[0].Loc, "file not found: " + Name);
    return;
  }
  if (!llvm::sys::fs::is_regular_file(*Found)) {
    DE.error(Args[0].Loc, "unable to include `" + Name + "'");
    return;
  }
  auto Buf = llvm::MemoryBuffer::getFile(*Found, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf) {
    DE.error(Args[0].Loc, "cannot read '" + *Found + "': " + Buf.getError().message());
    return;
  }
  const int64_t Size = int64_t((*Buf)->getBufferSize());
  if (Count && *Count == 0) {
    DE.warning(Args[2].Loc, ".incbin count zero, ignoring `" + Name + "'");
    Count.reset();
  }
  const int64_t Take = Count ? *Count : Size - *Skip;
  if (*Skip < 0 || Take < 0 || *Skip > Size || Take > Size - *Skip) {
    DE.error(L, "skip (" + std::to_string(*Skip) + ") or count (" + std::to_string(Take) +
                    ") invalid for file size (" + std::to_string(Size) + ")");
    return;
  }
  ir::Data D;
  D.K = ir::Data::String;
  D.Loc = L;
  D.Strings.emplace_back((*Buf)->getBufferStart() + *Skip, size_t(Take));
  append(std::move(D));
}

} // namespace epic::frontend
