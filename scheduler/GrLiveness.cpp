#include "scheduler/GrLiveness.h"
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <map>
#include <set>
#include <string_view>

namespace epic::sched {

bool placesVector(const ir::Directive &D) {
  if (D.Name == ".org")
    return true;
  if (D.Name != ".align" || D.Args.empty())
    return false;
  auto V = isa::dv::tables::evalConst(D.Args[0]);
  return V && *V >= 32768;
}

GrAccess grAccess(const ir::Inst &I, isa::dv::ResourceId File) {
  GrAccess A;
  for (const isa::dv::Access &X : isa::dv::accessesRef(I)) {
    if (X.Res == isa::dv::ResourceId::VR) {
      A.Unknown |= File == isa::dv::ResourceId::GR; // not renamed yet
      continue;
    }
    if (X.Res != File)
      continue;
    if (X.Index < 0 || X.Index >= 128) {
      A.Unknown = true;
      continue;
    }
    (X.Write ? A.Writes : A.Reads).set(size_t(X.Index));
  }
  return A;
}

GrSet GrLiveness::abiScratch() {
  GrSet S;
  S.set(2).set(3);
  for (unsigned R = 14; R <= 31; ++R)
    S.set(R);
  return S;
}

namespace {
bool startsWith(std::string_view S, std::string_view P) { return S.substr(0, P.size()) == P; }
} // namespace

bool changesRegisterContext(const ir::Inst &I) {
  std::string_view Mn = I.Mnemonic;
  for (std::string_view P : {"rfi", "break", "epc", "bsw", "alloc", "cover", "clrrrb", "loadrs", "flushrs"})
    if (Mn == P || (startsWith(Mn, P) && Mn.size() > P.size() && Mn[P.size()] == '.'))
      return true;
  return false;
}

namespace {

/// What an instruction that renames registers reads with ExactContext:
/// the registers whose names it changes (their old values may be read
/// under the new names' old meaning later).
GrSet renamedBy(std::string_view Mn, isa::dv::ResourceId File) {
  GrSet S;
  if (File != isa::dv::ResourceId::GR)
    return S;
  bool Bsw = Mn.substr(0, 3) == "bsw";
  for (unsigned R = Bsw ? 16 : 32; R <= (Bsw ? 31u : 127u); ++R)
    S.set(R);
  return S;
}

bool leavesCode(std::string_view Mn) {
  for (std::string_view P : {"rfi", "break", "epc"})
    if (Mn == P || (startsWith(Mn, P) && Mn.size() > P.size() && Mn[P.size()] == '.'))
      return true;
  return false;
}

/// How one instruction passes control on, for liveness.
struct Flow {
  bool FallsThrough = true;
  bool Branches = false;    // has a taken path
  int TargetStmt = -1;      // a label of the section (its statement), else leaves the code
  int CallTargetStmt = -1;  // a call's target in the section (the register bank follows it there)
  std::string Symbol;       // the target's name, when a symbol
  bool LeavesAsCall = false; // a call or return: the conventions' reads apply
  bool ReadsAll = false;    // changes what register names mean or hands control to other code
};

Flow flowOf(const ir::Inst &I, const std::map<std::string, size_t> &Labels) {
  Flow F;
  std::string_view Mn = I.Mnemonic;
  bool Branch = Mn == "br" || Mn == "brl" || startsWith(Mn, "br.") || startsWith(Mn, "brl.") || startsWith(Mn, "chk.");
  if (Branch) {
    F.Branches = true;
    for (const ir::Operand &O : I.Ins)
      if (O.K == ir::Operand::Imm && O.E && O.E->K == ir::Expr::Symbol) {
        F.Symbol = O.E->Name;
        if (auto It = Labels.find(O.E->Name); It != Labels.end())
          F.TargetStmt = int(It->second);
      }
    bool Call = startsWith(Mn, "br.call") || startsWith(Mn, "brl.call");
    bool Ret = startsWith(Mn, "br.ret");
    bool Loop = startsWith(Mn, "br.cloop") || startsWith(Mn, "br.ctop") || startsWith(Mn, "br.cexit") ||
                startsWith(Mn, "br.wtop") || startsWith(Mn, "br.wexit");
    F.LeavesAsCall = Call || (Ret && F.TargetStmt < 0); // a call to a label of the section is a call too
    if (Call) {
      F.CallTargetStmt = F.TargetStmt;
      F.TargetStmt = -1; // a call returns here; what it reads is the conventions'
    }
    F.FallsThrough = I.QP != 0 || Call || Loop || startsWith(Mn, "chk");
  }
  F.ReadsAll = changesRegisterContext(I);
  if (Mn == "rfi")
    F.FallsThrough = false;
  return F;
}

void collectSymbols(const ir::ExprRef &E, std::set<std::string> &Out) {
  if (!E)
    return;
  if (E->K == ir::Expr::Symbol)
    Out.insert(E->Name);
  collectSymbols(E->LHS, Out);
  collectSymbols(E->RHS, Out);
}

bool isBranch(std::string_view Mn) {
  return Mn == "br" || Mn == "brl" || startsWith(Mn, "br.") || startsWith(Mn, "brl.") || startsWith(Mn, "chk.");
}

/// Labels of section `Sec` that code may reach otherwise than through a
/// direct branch of the section: global ones and those any expression
/// names (data, movl, directives, branches of other sections).
std::set<std::string> enteredFromOutside(const ir::Module &M, size_t Sec) {
  std::set<std::string> Out;
  for (auto &[Name, Sym] : M.Symbols) {
    if (Sym.Bind != ir::Binding::Local)
      Out.insert(Name);
    collectSymbols(Sym.Value, Out);
  }
  for (size_t S = 0; S < M.Sections.size(); ++S)
    for (const ir::Stmt &St : M.Sections[S].Stmts) {
      if (const auto *I = std::get_if<ir::Inst>(&St)) {
        bool Local = S == Sec && isBranch(I->Mnemonic);
        for (const auto *Ops : {&I->Outs, &I->Ins})
          for (const ir::Operand &O : *Ops)
            if (O.K == ir::Operand::Imm && !(Local && O.E && O.E->K == ir::Expr::Symbol))
              collectSymbols(O.E, Out);
      } else if (const auto *D = std::get_if<ir::Data>(&St)) {
        for (const ir::ExprRef &E : D->Values)
          collectSymbols(E, Out);
      } else if (const auto *D = std::get_if<ir::Directive>(&St)) {
        for (const ir::ExprRef &E : D->Args)
          collectSymbols(E, Out);
      }
    }
  return Out;
}

  struct Node {
    GrSet Use, Def;
    int Fall = -1, Target = -1; // node of the next instruction on each path (-1: leaves)
    bool Falls = true, Branches = false;
    GrSet TakenReads, FallReads; // what leaving on that path reads
    int CallTarget = -1;         // node a call enters (bank analysis)
    bool Entry = false;          // code outside the section's branches may start here
    bool Rfi = false;
    int8_t SetsBank = -1;        // bsw.0 / bsw.1
  };

/// With the conventions (Abi): interruption handlers own bank 0, and an
/// rfi returns to code that runs in bank 1, so an rfi reached only in bank
/// 0 does not read r16-r31 (Linux/ia64: "bank 0 is scratch for the
/// handlers", SDM vol. 2 3.3.7 for the banking itself). The bank is a
/// forward must-property over the nodes: bsw sets it, calls preserve it
/// (the conventions again), code entered from outside starts with it
/// unknown, and an interruption vector starts in bank 0: delivery clears
/// psr.bn (SDM vol. 2 5.5.1); a vector is code placed as placesVector says.
void bankZeroAtRfi(const ir::Module &M, size_t Sec, const std::vector<size_t> &Insts, std::vector<Node> &Nodes,
                   GrSet Leave) {
  const auto &Stmts = M.Sections[Sec].Stmts;
  std::set<std::string> Outside = enteredFromOutside(M, Sec);
  // Entries: the first instruction, any after a directive (.org places IVT
  // entries) and any at a label entered from outside.
  size_t Prev = 0;
  std::vector<bool> Vector(Nodes.size());
  for (size_t N = 0; N < Insts.size(); ++N) {
    bool Entry = N == 0;
    for (size_t K = N ? Prev + 1 : 0; K < Insts[N]; ++K) {
      if (const auto *D = std::get_if<ir::Directive>(&Stmts[K])) {
        Entry = true;
        Vector[N] = Vector[N] || placesVector(*D);
      }
      if (const auto *L = std::get_if<ir::Label>(&Stmts[K]); L && Outside.count(L->Name))
        Entry = true;
    }
    Nodes[N].Entry = Entry;
    Prev = Insts[N];
  }
  enum : uint8_t { Unseen = 0, Bank0 = 1, Bank1 = 2, Either = 3 };
  std::vector<uint8_t> In(Nodes.size(), Unseen);
  for (size_t N = 0; N < Nodes.size(); ++N)
    if (Nodes[N].Entry)
      In[N] = uint8_t(Vector[N] ? Bank0 : Either);
  for (bool Changed = true; Changed;) {
    Changed = false;
    auto flow = [&](int To, uint8_t B) {
      if (To >= 0 && (In[size_t(To)] | B) != In[size_t(To)]) {
        In[size_t(To)] |= B;
        Changed = true;
      }
    };
    for (size_t N = 0; N < Nodes.size(); ++N) {
      const Node &Nd = Nodes[N];
      uint8_t Out = Nd.SetsBank < 0 ? In[N] : Nd.SetsBank ? Bank1 : Bank0;
      if (Out == Unseen)
        continue;
      if (Nd.Falls)
        flow(Nd.Fall, Out);
      if (Nd.Branches)
        flow(Nd.Target, Out);
      flow(Nd.CallTarget, Out);
    }
  }
  GrSet Bank;
  for (unsigned R = 16; R <= 31; ++R)
    Bank.set(R);
  for (size_t N = 0; N < Nodes.size(); ++N)
    if (Nodes[N].Rfi && In[N] == Bank0)
      Nodes[N].Use &= ~(Leave & Bank);
}

} // namespace

GrLiveness::GrLiveness(const ir::Module &M, const GrLivenessOptions &O) {
  GrSet All;
  All.set();
  All.reset(0);
  GrSet Leave = All & ~O.Free;                                 // what leaving the code reads
  // ... at a call or return. Predicates: p6-p15 are scratch (Software Conventions 5.2.1 again).
  GrSet PrScratch;
  for (unsigned P = 6; P <= 15; ++P)
    PrScratch.set(P);
  GrSet LeaveConv = !O.Abi ? Leave : Leave & ~(O.File == isa::dv::ResourceId::GR ? abiScratch() : PrScratch);
  Secs.resize(M.Sections.size());
  for (size_t S = 0; S < M.Sections.size(); ++S) {
    const auto &Stmts = M.Sections[S].Stmts;
    std::map<std::string, size_t> Labels;
    for (size_t K = 0; K < Stmts.size(); ++K)
      if (const auto *L = std::get_if<ir::Label>(&Stmts[K]))
        Labels[L->Name] = K;
    // Instructions in order, and the first instruction at or after each statement.
    std::vector<size_t> Insts;
    for (size_t K = 0; K < Stmts.size(); ++K)
      if (std::holds_alternative<ir::Inst>(Stmts[K]))
        Insts.push_back(K);
    std::vector<Node> Nodes(Insts.size());
    // Statement -> node of the first instruction at or after it (-1: none).
    std::vector<int> NextNode(Stmts.size() + 1, -1);
    for (size_t N = 0; N < Insts.size(); ++N)
      NextNode[Insts[N]] = int(N);
    for (size_t K = Stmts.size(); K-- > 0;)
      if (NextNode[K] < 0)
        NextNode[K] = NextNode[K + 1];
    for (size_t N = 0; N < Insts.size(); ++N) {
      const auto &I = std::get<ir::Inst>(Stmts[Insts[N]]);
      Node &Nd = Nodes[N];
      GrAccess A = grAccess(I, O.File);
      Flow F = flowOf(I, Labels);
      if (F.ReadsAll && O.ExactContext && !leavesCode(I.Mnemonic)) {
        F.ReadsAll = false;
        A.Reads |= renamedBy(I.Mnemonic, O.File);
      }
      Nd.Use = A.Unknown || F.ReadsAll ? Leave | A.Reads : A.Reads;
      if (I.QP == 0 && !A.Unknown)
        Nd.Def = A.Writes;
      Nd.Falls = F.FallsThrough;
      Nd.Fall = NextNode[Insts[N] + 1];
      if (Nd.Fall < 0)
        Nd.FallReads = Leave; // falls off the section
      Nd.Branches = F.Branches;
      if (F.CallTargetStmt >= 0)
        Nd.CallTarget = NextNode[size_t(F.CallTargetStmt)];
      Nd.Rfi = I.Mnemonic == "rfi";
      if (startsWith(I.Mnemonic, "bsw."))
        Nd.SetsBank = int8_t(I.Mnemonic == "bsw.1");
      if (F.Branches) {
        if (F.TargetStmt >= 0)
          Nd.Target = NextNode[size_t(F.TargetStmt)];
        if (Nd.Target < 0)
          Nd.TakenReads = F.LeavesAsCall ? LeaveConv : Leave;
        if (Nd.Target < 0 && !F.LeavesAsCall && O.External)
          if (auto It = O.External->find(F.Symbol); It != O.External->end())
            Nd.TakenReads = It->second & Leave; // another module's code, as its liveness says
      }
      if (startsWith(I.Mnemonic, "br.call") || startsWith(I.Mnemonic, "brl.call"))
        Nd.Use |= LeaveConv; // the callee reads its arguments (and, by name, anything the conventions keep)
    }
    if (O.ExactContext && O.Abi && O.File == isa::dv::ResourceId::GR)
      bankZeroAtRfi(M, S, Insts, Nodes, Leave);
    std::vector<GrSet> In(Nodes.size());
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (size_t N = Nodes.size(); N-- > 0;) {
        const Node &Nd = Nodes[N];
        GrSet Out;
        if (Nd.Falls)
          Out |= Nd.Fall >= 0 ? In[size_t(Nd.Fall)] : Nd.FallReads;
        GrSet T;
        if (Nd.Branches)
          T = Nd.Target >= 0 ? In[size_t(Nd.Target)] : Nd.TakenReads;
        Out |= T;
        GrSet NewIn = Nd.Use | (Out & ~Nd.Def);
        if (NewIn != In[N]) {
          In[N] = NewIn;
          Changed = true;
        }
      }
    }
    Secs[S].In.assign(Stmts.size(), GrSet());
    Secs[S].Branches.assign(Stmts.size(), false);
    for (size_t N = 0; N < Insts.size(); ++N) {
      Secs[S].Branches[Insts[N]] = Nodes[N].Branches;
      Secs[S].In[Insts[N]] = In[N];
    }
  }
}

GrSet GrLiveness::liveBefore(unsigned Sec, size_t Stmt) const { return Secs[Sec].In[Stmt]; }

std::map<std::string, GrSet> GrLiveness::liveAtGlobalLabels(const ir::Module &M) const {
  std::map<std::string, GrSet> Out;
  for (size_t S = 0; S < M.Sections.size(); ++S) {
    const auto &Stmts = M.Sections[S].Stmts;
    std::vector<std::string> Pending; // labels waiting for their first instruction
    for (size_t K = 0; K < Stmts.size(); ++K) {
      if (const auto *L = std::get_if<ir::Label>(&Stmts[K])) {
        auto Sym = M.Symbols.find(L->Name);
        if (Sym != M.Symbols.end() && Sym->second.Bind != ir::Binding::Local)
          Pending.push_back(L->Name);
      } else if (std::holds_alternative<ir::Inst>(Stmts[K])) {
        for (const std::string &N : Pending)
          Out[N] |= Secs[S].In[K];
        Pending.clear();
      } else if (const auto *D = std::get_if<ir::Directive>(&Stmts[K]);
                 std::holds_alternative<ir::Data>(Stmts[K]) || (D && placesVector(*D))) {
        Pending.clear(); // a label of data, or code placed elsewhere: not known
      }
    }
  }
  return Out;
}

} // namespace epic::sched
