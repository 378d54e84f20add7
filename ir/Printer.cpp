#include "ir/Printer.h"
#include "ir/Template.h"

namespace epic::ir {

namespace {
const char *fileName(RegFile F) {
  switch (F) {
  case RegFile::GR: return "GR";
  case RegFile::FR: return "FR";
  case RegFile::PR: return "PR";
  case RegFile::BR: return "BR";
  case RegFile::AR: return "AR";
  case RegFile::CR: return "CR";
  case RegFile::PSR: return "PSR";
  case RegFile::PRFile: return "PRS";
  case RegFile::IP: return "IP";
  case RegFile::VR: return "VR";
  }
  return "?";
}

std::string reg(Reg R, const Module *M) {
  std::string S = std::string(fileName(R.File)) + ":";
  if (R.File == RegFile::VR && M && R.Num < M->VRegs.size())
    return S + M->VRegs[R.Num];
  return S + regName(R);
}

std::string quote(std::string_view S) {
  std::string Q = "\"";
  for (unsigned char C : S) {
    if (C == '"' || C == '\\') {
      Q += '\\';
      Q += char(C);
    } else if (C == '\n') {
      Q += "\\n";
    } else if (C == '\t') {
      Q += "\\t";
    } else if (C < 0x20 || C >= 0x7f) {
      char Buf[8];
      snprintf(Buf, sizeof Buf, "\\x%02x", C);
      Q += Buf;
    } else {
      Q += char(C);
    }
  }
  return Q + "\"";
}

struct Dumper {
  const Module &M;
  const SourceManager &SM;
  llvm::raw_ostream &OS;
  uint32_t MainFile = 0;

  std::string loc(SourceLoc L) const {
    if (!L.isValid())
      return "-";
    std::string S;
    if (L.File != MainFile)
      S = SM.name(L.File) + ":";
    return S + std::to_string(L.Line) + ":" + std::to_string(L.Col);
  }

  template <typename T> std::string list(const std::vector<T> &V, auto Fn) const {
    std::string S = "[";
    for (size_t I = 0; I < V.size(); ++I) {
      if (I)
        S += ", ";
      S += Fn(V[I]);
    }
    return S + "]";
  }

  void stmt(const Stmt &St) {
    std::visit([&](const auto &X) { one(X); }, St);
  }
  void one(const Label &L) { OS << "  " << loc(L.Loc) << " label " << L.Name << "\n"; }
  void one(const Stop &S) { OS << "  " << loc(S.Loc) << " stop\n"; }
  void one(const BundleBegin &B) {
    OS << "  " << loc(B.Loc) << " bundle ";
    if (B.HasTemplate)
      OS << "." << templateInfo(B.Template).Name;
    else
      OS << "(auto)";
    OS << (B.Braced ? " braced" : " bare") << "\n";
  }
  void one(const BundleEnd &B) { OS << "  " << loc(B.Loc) << " bundle-end\n"; }
  void one(const Inst &I) {
    OS << "  " << loc(I.Loc) << " inst ";
    for (const std::string &Tag : I.Tags)
      OS << "[" << Tag << ":] ";
    if (I.QP)
      OS << "(p" << unsigned(I.QP) << ") ";
    OS << I.Mnemonic;
    auto Op = [&](const Operand &O) { return dumpOperand(O, &M); };
    auto ops = [&](const std::vector<Operand> &V) {
      std::string S;
      for (size_t K = 0; K < V.size(); ++K)
        S += (K ? ", " : "") + Op(V[K]);
      return S;
    };
    if (I.HasEquals)
      OS << " " << ops(I.Outs) << " = " << ops(I.Ins);
    else if (!I.Ins.empty())
      OS << " " << ops(I.Ins);
    OS << "\n";
  }
  void one(const Data &D) {
    static const char *Kinds[] = {"int", "float", "string", "fill", "leb128"};
    OS << "  " << loc(D.Loc) << " data " << D.Directive << " " << Kinds[D.K];
    if (D.K == Data::Leb)
      OS << (D.Signed ? " signed" : " unsigned");
    else if (D.K != Data::String)
      OS << " size=" << D.Size;
    if (D.Unaligned)
      OS << " unaligned";
    if (D.ZeroTerminate)
      OS << " zero-terminated";
    if (!D.Values.empty())
      OS << " " << list(D.Values, [](const ExprRef &E) { return E ? toString(*E) : "?"; });
    if (!D.Strings.empty())
      OS << " " << list(D.Strings, [](const std::string &S) { return quote(S); });
    OS << "\n";
  }
  void one(const Directive &D) {
    if (isSectionLeftMark(D))
      return;
    OS << "  " << loc(D.Loc) << " directive " << D.Name;
    if (!D.Words.empty())
      OS << " words=" << list(D.Words, [](const std::string &S) { return quote(S); });
    if (!D.Args.empty())
      OS << " args=" << list(D.Args, [](const ExprRef &E) { return E ? toString(*E) : "?"; });
    if (!D.Raw.empty())
      OS << " raw=" << quote(D.Raw);
    OS << "\n";
  }

  void run() {
    OS << "module " << M.FileName << "\n";
    for (const Section &S : M.Sections) {
      OS << "section " << S.Name;
      if (!S.Flags.empty())
        OS << " flags=" << quote(S.Flags);
      if (!S.Type.empty())
        OS << " type=" << S.Type;
      OS << "\n";
      for (const Stmt &St : S.Stmts)
        stmt(St);
    }
    static const char *Binds[] = {"local", "global", "weak"};
    static const char *Types[] = {"notype", "func", "object", "section", "file", "tls"};
    for (const auto &[Name, S] : M.Symbols) {
      OS << "symbol " << Name << " " << Binds[size_t(S.Bind)] << " " << Types[size_t(S.Type)];
      static const char *Vis[] = {"", " internal", " hidden", " protected"};
      OS << Vis[S.Visibility & 3];
      OS << (S.Defined ? " defined" : " undefined");
      if (S.Value)
        OS << " value=" << toString(*S.Value);
      if (S.Size)
        OS << " size=" << toString(*S.Size);
      if (S.CommonSize)
        OS << " common=" << *S.CommonSize;
      if (S.CommonAlign)
        OS << " align=" << *S.CommonAlign;
      OS << "\n";
    }
    for (const Procedure &P : M.Procedures)
      OS << "procedure " << P.Name << " section="
         << (P.Section < M.Sections.size() ? M.Sections[P.Section].Name : "?") << " stmts=["
         << P.Begin << "," << P.End << ") at " << loc(P.Loc) << "\n";
    for (size_t I = 0; I < M.VRegs.size(); ++I)
      OS << "vreg " << M.VRegs[I] << " VR:vr" << I << "\n";
    if (!M.VRegPool.empty())
      OS << "vregpool " << list(M.VRegPool, [](Reg R) { return regName(R); }) << "\n";
  }
};
} // namespace

std::string dumpOperand(const Operand &O, const Module *M) {
  switch (O.K) {
  case Operand::Register: return reg(O.R, M);
  case Operand::Memory: return "mem[" + reg(O.R, M) + "]";
  case Operand::Indirect: return std::string(indirectFileName(O.IFile)) + "[" + reg(O.R, M) + "]";
  case Operand::Imm: return "imm:" + (O.E ? toString(*O.E) : std::string("?"));
  }
  return "?";
}

void dumpModule(const Module &M, const SourceManager &SM, llvm::raw_ostream &OS) {
  Dumper D{M, SM, OS};
  // The main file is the one most statements come from: the first location seen.
  for (const Section &S : M.Sections)
    for (const Stmt &St : S.Stmts)
      if (!D.MainFile)
        std::visit([&](const auto &X) { if (X.Loc.isValid() && SM.name(X.Loc.File) == M.FileName) D.MainFile = X.Loc.File; }, St);
  D.run();
}

void printSummary(const Module &M, llvm::raw_ostream &OS) {
  size_t Insts = 0, Bundles = 0, Braced = 0, Stops = 0, Labels = 0, Dirs = 0, Data_ = 0;
  for (const Section &S : M.Sections)
    for (const Stmt &St : S.Stmts) {
      if (std::holds_alternative<Inst>(St)) ++Insts;
      else if (auto *B = std::get_if<BundleBegin>(&St)) { ++Bundles; Braced += B->Braced; }
      else if (std::holds_alternative<Stop>(St)) ++Stops;
      else if (std::holds_alternative<Label>(St)) ++Labels;
      else if (const auto *D = std::get_if<Directive>(&St); D && !isSectionLeftMark(*D)) ++Dirs;
      else if (std::holds_alternative<Data>(St)) ++Data_;
    }
  size_t Defined = 0, Global = 0;
  for (const auto &[N, S] : M.Symbols) {
    Defined += S.Defined;
    Global += S.Bind != Binding::Local;
  }
  OS << "file: " << M.FileName << "\n";
  OS << "sections: " << M.Sections.size();
  for (size_t I = 0; I < M.Sections.size(); ++I)
    OS << (I ? ", " : " (") << M.Sections[I].Name << ": " << M.Sections[I].Stmts.size()
       << " statements" << (I + 1 == M.Sections.size() ? ")" : "");
  OS << "\nprocedures: " << M.Procedures.size();
  for (size_t I = 0; I < M.Procedures.size(); ++I)
    OS << (I ? ", " : " (") << M.Procedures[I].Name << (I + 1 == M.Procedures.size() ? ")" : "");
  OS << "\ninstructions: " << Insts << "\nbundles: " << Bundles << " (" << Braced
     << " braced, " << (Bundles - Braced) << " bare template)\nstops: " << Stops
     << "\nlabels: " << Labels << "\ndirectives: " << Dirs << "\ndata: " << Data_
     << "\nsymbols: " << M.Symbols.size() << " (" << Defined << " defined, " << Global
     << " global or weak)\n";
}

} // namespace epic::ir
