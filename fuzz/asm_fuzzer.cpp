// libFuzzer target of the assembler (`epicsched as`, GNU as's job): any text
// gives an object or located errors, never a crash or hang. The object must
// be one LLVM's ELF reader walks without an error (sections, symbols,
// relocations): a malformed object would be wrong output. The text switches
// modes itself (`.explicit`, `.auto`), as it may in GNU as.
#include "driver/AsPipeline.h"
#include "driver/GasOptions.h"
#include "fuzz/FuzzCommon.h"
#include "ir/Diagnostics.h"
#include "llvm/Object/ObjectFile.h"

using namespace epic;

static void walkObject(const std::vector<uint8_t> &Bytes) {
  llvm::StringRef Buf(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
  auto Obj = fuzz::must(llvm::object::ObjectFile::createObjectFile(llvm::MemoryBufferRef(Buf, "fuzz.o")),
                        "the object is not ELF LLVM can read");
  for (const llvm::object::SectionRef &S : Obj->sections()) {
    fuzz::must(S.getName(), "a section name");
    fuzz::must(S.getContents(), "section contents");
    for (const llvm::object::RelocationRef &R : S.relocations())
      if (auto Sym = R.getSymbol(); Sym != Obj->symbol_end())
        fuzz::must(Sym->getName(), "a relocation's symbol");
  }
  for (const llvm::object::SymbolRef &Sym : Obj->symbols()) {
    fuzz::must(Sym.getName(), "a symbol name");
    fuzz::must(Sym.getSection(), "a symbol's section");
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  driver::GasOptions O;
  O.Inputs = {"fuzz.s"};
  ir::SourceManager SM;
  std::string Diags;
  llvm::raw_string_ostream OS(Diags);
  auto Bytes = driver::assembleTextAsGas(fuzz::text(Data, Size), O, SM, OS);
  if (Bytes)
    walkObject(*Bytes);
  else if (Diags.find("error") == std::string::npos)
    fuzz::fail("refused without an error message", Diags);
  return 0;
}
