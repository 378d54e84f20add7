#include "scheduler/GrLiveness.h"
#include "isa/dv/DependencyChecker.h"
#include <map>
#include <string_view>

namespace epic::sched {

GrAccess grAccess(const ir::Inst &I) {
  GrAccess A;
  for (const isa::dv::Access &X : isa::dv::accessesOf(I)) {
    if (X.Res == isa::dv::ResourceId::VR) {
      A.Unknown = true; // not renamed yet
      continue;
    }
    if (X.Res != isa::dv::ResourceId::GR)
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

/// How one instruction passes control on, for liveness.
struct Flow {
  bool FallsThrough = true;
  bool Branches = false;    // has a taken path
  int TargetStmt = -1;      // a label of the section (its statement), else leaves the code
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
      if (O.K == ir::Operand::Imm && O.E && O.E->K == ir::Expr::Symbol)
        if (auto It = Labels.find(O.E->Name); It != Labels.end())
          F.TargetStmt = int(It->second);
    bool Call = startsWith(Mn, "br.call") || startsWith(Mn, "brl.call");
    bool Ret = startsWith(Mn, "br.ret");
    bool Loop = startsWith(Mn, "br.cloop") || startsWith(Mn, "br.ctop") || startsWith(Mn, "br.cexit") ||
                startsWith(Mn, "br.wtop") || startsWith(Mn, "br.wexit");
    F.LeavesAsCall = (Call || Ret) && F.TargetStmt < 0;
    if (Call)
      F.TargetStmt = -1; // a call returns here; what it reads is the conventions'
    F.FallsThrough = I.QP != 0 || Call || Loop || startsWith(Mn, "chk");
  }
  F.ReadsAll = changesRegisterContext(I);
  if (Mn == "rfi")
    F.FallsThrough = false;
  return F;
}

} // namespace

GrLiveness::GrLiveness(const ir::Module &M, const GrLivenessOptions &O) {
  GrSet All;
  All.set();
  All.reset(0);
  GrSet Leave = All & ~O.Free;                                 // what leaving the code reads
  GrSet LeaveConv = O.Abi ? Leave & ~abiScratch() : Leave;     // ... at a call or return
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
    struct Node {
      GrSet Use, Def;
      int Fall = -1, Target = -1; // node of the next instruction on each path (-1: leaves)
      bool Falls = true, Branches = false;
      GrSet TakenReads, FallReads; // what leaving on that path reads
    };
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
      GrAccess A = grAccess(I);
      Flow F = flowOf(I, Labels);
      Nd.Use = A.Unknown || F.ReadsAll ? Leave | A.Reads : A.Reads;
      if (I.QP == 0 && !A.Unknown)
        Nd.Def = A.Writes;
      Nd.Falls = F.FallsThrough;
      Nd.Fall = NextNode[Insts[N] + 1];
      if (Nd.Fall < 0)
        Nd.FallReads = Leave; // falls off the section
      Nd.Branches = F.Branches;
      if (F.Branches) {
        if (F.TargetStmt >= 0)
          Nd.Target = NextNode[size_t(F.TargetStmt)];
        if (Nd.Target < 0)
          Nd.TakenReads = F.LeavesAsCall ? LeaveConv : Leave;
      }
      if (startsWith(I.Mnemonic, "br.call") || startsWith(I.Mnemonic, "brl.call"))
        Nd.Use |= LeaveConv; // the callee reads its arguments (and, by name, anything the conventions keep)
    }
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

} // namespace epic::sched
