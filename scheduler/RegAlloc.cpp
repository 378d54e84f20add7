#include "scheduler/RegAlloc.h"
#include "ir/Diagnostics.h"
#include "isa/Form.h"
#include "scheduler/CopyForward.h"
#include "scheduler/InstDesc.h"
#include <algorithm>
#include <deque>
#include <map>
#include <set>

namespace epic::sched {

namespace {
using VSet = std::vector<bool>;

/// One instruction's temporaries: what it reads and what it writes.
struct Access {
  std::vector<unsigned> Uses, Defs;
  bool Conditional = false; // predicated: a def does not kill the old value
};

/// Reads and writes of `.vreg` operands, from the form's operand roles.
Access accessOf(const ir::Inst &I) {
  Access A;
  A.Conditional = I.QP != 0;
  auto isV = [](const ir::Operand &O) {
    return (O.K == ir::Operand::Register || O.K == ir::Operand::Memory ||
            O.K == ir::Operand::Indirect) && O.R.File == ir::RegFile::VR;
  };
  std::vector<const ir::Operand *> Ops;
  for (const auto &O : I.Outs) Ops.push_back(&O);
  for (const auto &O : I.Ins) Ops.push_back(&O);
  isa::FormId F = findForm(I);
  std::vector<isa::OperandRole> Roles;
  if (F >= 0)
    Roles = isa::operandRoles(isa::form(F));
  for (size_t K = 0; K < Ops.size(); ++K) {
    if (!isV(*Ops[K]))
      continue;
    unsigned V = Ops[K]->R.Num;
    // Without a form (reported later by the scheduler) fall back to syntax:
    // a plain register left of '=' is written, everything else read.
    isa::Role R = K < I.Outs.size() && Ops[K]->K == ir::Operand::Register ? isa::Role::Def : isa::Role::Use;
    for (const isa::OperandRole &OR : Roles)
      if (OR.Index == K)
        R = OR.R;
    if (R == isa::Role::Def) {
      A.Defs.push_back(V);
    } else if (R == isa::Role::AddrDef) {
      A.Uses.push_back(V);
      A.Defs.push_back(V);
    } else {
      A.Uses.push_back(V);
    }
  }
  return A;
}

bool isBranchClass(std::string_view C) { return C == "br" || C == "scall" || C == "rfi"; }

struct Block {
  std::vector<size_t> Insts; // statement indices
  std::vector<unsigned> Succ;
  VSet LiveIn, LiveOut;
};
} // namespace

llvm::Expected<RegAllocStats> assignVRegs(ir::Module &M) {
  RegAllocStats Stats;
  size_t NV = M.VRegs.size();
  Stats.VRegs = unsigned(NV);
  Stats.PoolSize = unsigned(M.VRegPool.size());
  if (NV == 0)
    return Stats;
  std::vector<std::set<unsigned>> Interferes(NV);
  std::vector<size_t> FirstDef(NV, SIZE_MAX);
  std::vector<size_t> LastMention(NV, 0); // source position of the last read or write
  std::vector<ir::SourceLoc> DefLoc(NV);
  size_t Order = 0;
  // `.noalias` words naming temporaries, with the temporaries live there:
  // only a live one's register holds its value at the directive.
  struct NoAliasAt {
    ir::Directive *D;
    VSet Live;
  };
  std::vector<NoAliasAt> NoAlias;

  for (ir::Section &Sec : M.Sections) {
    auto &Stmts = Sec.Stmts;
    Stats.ForwardedAddresses += forwardCopiesIntoAddresses(Stmts, M.VRegs, M.VRegPool);
    // Blocks: a label starts one, a branch ends one.
    std::vector<Block> Blocks(1);
    std::map<std::string, unsigned> LabelBlock;
    std::vector<std::pair<unsigned, std::string>> Targets; // block -> label
    std::vector<bool> FallsThrough;
    auto newBlock = [&] {
      if (!Blocks.back().Insts.empty())
        Blocks.emplace_back();
    };
    std::vector<std::pair<size_t, std::pair<unsigned, size_t>>> NoAliasPos; // stmt -> (block, inst index)
    for (size_t K = 0; K < Stmts.size(); ++K) {
      if (auto *D = std::get_if<ir::Directive>(&Stmts[K]); D && (D->Name == ".noalias" || D->Name == ".region")) {
        NoAliasPos.push_back({K, {unsigned(Blocks.size() - 1), Blocks.back().Insts.size()}});
        continue;
      }
      if (auto *L = std::get_if<ir::Label>(&Stmts[K])) {
        newBlock();
        LabelBlock[L->Name] = unsigned(Blocks.size() - 1);
        continue;
      }
      auto *I = std::get_if<ir::Inst>(&Stmts[K]);
      if (!I)
        continue;
      Blocks.back().Insts.push_back(K);
      isa::FormId F = findForm(*I);
      std::string_view Cls = F >= 0 ? isa::schedClassName(isa::form(F).Class) : "";
      if (isBranchClass(Cls)) {
        for (const ir::Operand &O : I->Ins)
          if (O.K == ir::Operand::Imm && O.E && O.E->K == ir::Expr::Symbol)
            Targets.push_back({unsigned(Blocks.size() - 1), O.E->Name});
        Blocks.emplace_back();
      }
    }
    size_t NB = Blocks.size();
    for (size_t B = 0; B < NB; ++B) {
      Blocks[B].LiveIn.assign(NV, false);
      Blocks[B].LiveOut.assign(NV, false);
      // Falls through unless it ends in an unpredicated jump/return.
      bool Falls = true;
      if (!Blocks[B].Insts.empty()) {
        const auto &Last = std::get<ir::Inst>(Stmts[Blocks[B].Insts.back()]);
        bool Uncond = Last.QP == 0;
        std::string_view Mn = Last.Mnemonic;
        bool Call = Mn.starts_with("br.call") || Mn.starts_with("brl.call");
        // Counted/modulo-loop branches fall through when the count runs out,
        // whatever their qualifying predicate.
        bool Loop = Mn.starts_with("br.cloop") || Mn.starts_with("br.ctop") || Mn.starts_with("br.cexit") ||
                    Mn.starts_with("br.wtop") || Mn.starts_with("br.wexit");
        bool Jump = Mn.starts_with("br") && !Mn.starts_with("brp") && !Call && !Loop;
        if ((Jump && Uncond) || Mn == "rfi")
          Falls = false;
      }
      if (Falls && B + 1 < NB)
        Blocks[B].Succ.push_back(unsigned(B + 1));
    }
    for (auto &[B, Name] : Targets)
      if (auto It = LabelBlock.find(Name); It != LabelBlock.end())
        Blocks[B].Succ.push_back(It->second);

    // Backward liveness to a fixed point.
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (size_t B = NB; B-- > 0;) {
        VSet Live(NV, false);
        for (unsigned S : Blocks[B].Succ)
          for (size_t V = 0; V < NV; ++V)
            Live[V] = Live[V] || Blocks[S].LiveIn[V];
        Blocks[B].LiveOut = Live;
        for (auto It = Blocks[B].Insts.rbegin(); It != Blocks[B].Insts.rend(); ++It) {
          Access A = accessOf(std::get<ir::Inst>(Stmts[*It]));
          if (!A.Conditional)
            for (unsigned D : A.Defs) Live[D] = false;
          for (unsigned U : A.Uses) Live[U] = true;
        }
        if (Live != Blocks[B].LiveIn) {
          Blocks[B].LiveIn = Live;
          Changed = true;
        }
      }
    }
    for (auto &[K, Pos] : NoAliasPos) {
      const Block &B = Blocks[Pos.first];
      VSet Live = B.LiveOut;
      for (size_t X = B.Insts.size(); X-- > Pos.second;) {
        Access A = accessOf(std::get<ir::Inst>(Stmts[B.Insts[X]]));
        if (!A.Conditional)
          for (unsigned D : A.Defs) Live[D] = false;
        for (unsigned U : A.Uses) Live[U] = true;
      }
      NoAlias.push_back({&std::get<ir::Directive>(Stmts[K]), std::move(Live)});
    }
    // A temporary live on entry is read on some path before any write
    // (typically under a predicate the code knows to be false there); it
    // simply stays live from the start, interfering with everything else.
    if (!Blocks.empty())
      for (size_t V = 0; V < NV; ++V)
        if (Blocks[0].LiveIn[V])
          for (size_t W = 0; W < NV; ++W)
            if (W != V && Blocks[0].LiveIn[W]) {
              Interferes[V].insert(unsigned(W));
              Interferes[W].insert(unsigned(V));
            }

    // Interference: a temporary written while another is live.
    for (Block &B : Blocks) {
      VSet Live = B.LiveOut;
      for (auto It = B.Insts.rbegin(); It != B.Insts.rend(); ++It) {
        const auto &I = std::get<ir::Inst>(Stmts[*It]);
        Access A = accessOf(I);
        for (unsigned D : A.Defs) {
          for (size_t V = 0; V < NV; ++V)
            if (Live[V] && V != D) {
              Interferes[D].insert(unsigned(V));
              Interferes[V].insert(D);
            }
          // Two results of one instruction need two registers.
          for (unsigned D2 : A.Defs)
            if (D2 != D) Interferes[D].insert(D2);
        }
        if (!A.Conditional)
          for (unsigned D : A.Defs) Live[D] = false;
        for (unsigned U : A.Uses) Live[U] = true;
      }
      for (size_t K : B.Insts) {
        Access A = accessOf(std::get<ir::Inst>(Stmts[K]));
        for (unsigned V : A.Uses)
          LastMention[V] = Order;
        for (unsigned D : A.Defs)
          LastMention[D] = Order;
        for (unsigned D : A.Defs)
          if (FirstDef[D] == SIZE_MAX) {
            FirstDef[D] = Order;
            DefLoc[D] = std::get<ir::Inst>(Stmts[K]).Loc;
          }
        ++Order;
      }
    }
  }

  // Colour in order of first definition. Among the registers free for a
  // temporary, the one whose earlier temporaries were last mentioned
  // furthest back in the source: a register whose value died just before
  // would put the new value behind its last reader (a WAR edge). Ties go to
  // the least recently assigned.
  std::vector<unsigned> ByDef(NV);
  for (unsigned V = 0; V < NV; ++V) ByDef[V] = V;
  std::stable_sort(ByDef.begin(), ByDef.end(), [&](unsigned A, unsigned B) { return FirstDef[A] < FirstDef[B]; });
  std::deque<ir::Reg> Lru(M.VRegPool.begin(), M.VRegPool.end());
  std::vector<std::optional<ir::Reg>> Color(NV);
  std::map<uint16_t, size_t> BusyUntil; // register -> last mention of its temporaries so far
  std::set<uint16_t> Used;
  for (unsigned V : ByDef) {
    if (FirstDef[V] == SIZE_MAX)
      continue; // declared, never written: nothing to assign
    auto Free = [&](ir::Reg R) {
      for (unsigned W : Interferes[V])
        if (Color[W] && *Color[W] == R) return false;
      return true;
    };
    auto It = Lru.end();
    for (auto J = Lru.begin(); J != Lru.end(); ++J)
      if (Free(*J) && (It == Lru.end() || BusyUntil[J->Num] < BusyUntil[It->Num]))
        It = J;
    if (It == Lru.end())
      return ir::makeError(DefLoc[V], "'.vregpool' has " + std::to_string(M.VRegPool.size()) +
                                          " registers, too few for the temporaries live here (" +
                                          M.VRegs[V] + ")");
    Color[V] = *It;
    Used.insert(It->Num);
    BusyUntil[It->Num] = std::max(BusyUntil[It->Num], LastMention[V]);
    Lru.push_back(*It); // most recently used goes last
    Lru.erase(It);
  }
  Stats.RegistersUsed = unsigned(Used.size());

  auto rewrite = [&](ir::Operand &O) {
    if ((O.K == ir::Operand::Register || O.K == ir::Operand::Memory || O.K == ir::Operand::Indirect) &&
        O.R.File == ir::RegFile::VR && Color[O.R.Num])
      O.R = *Color[O.R.Num];
  };
  // `.noalias [t]` speaks of t's value at the directive: name its register
  // when t is live there; otherwise leave the name (MemoryAlias then takes
  // no fact from the directive: the register may hold another value).
  for (NoAliasAt &N : NoAlias)
    for (std::string &W : N.D->Words) {
      if (W.size() < 3 || W.front() != '[' || W.back() != ']')
        continue;
      std::string Name = W.substr(1, W.size() - 2);
      for (unsigned V = 0; V < NV; ++V)
        if (M.VRegs[V] == Name && Color[V] && N.Live[V])
          W = "[" + ir::regName(*Color[V]) + "]";
    }
  for (ir::Section &Sec : M.Sections)
    for (ir::Stmt &S : Sec.Stmts)
      if (auto *I = std::get_if<ir::Inst>(&S)) {
        for (auto &O : I->Outs) rewrite(O);
        for (auto &O : I->Ins) rewrite(O);
      }
  return Stats;
}

} // namespace epic::sched
