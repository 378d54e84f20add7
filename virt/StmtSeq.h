// Building the statements that replace one instruction in the paravirtual
// rewrite (virt/Rewrite.cpp, virt/BankSwitch.cpp).
#pragma once
#include "ir/Module.h"
#include <string>
#include <vector>

namespace epic::virt {

inline ir::Operand reg(ir::Reg R, ir::SourceLoc L) { return ir::Operand::reg(R, L); }
inline const ir::Reg R0 = ir::Reg::gr(0);
inline ir::Operand constant(uint64_t V, ir::SourceLoc L) { return ir::Operand::imm(ir::Expr::constant(V, L), L); }

// The statements that replace one instruction: each made from the
// original (predicate, location, order; its tags go to the first), with
// stops between dependent steps. Splitting the original's group there is
// safe: no instruction of a group may read what an earlier one wrote.
class Seq {
public:
  explicit Seq(const ir::Inst &Orig) : Orig(Orig) {}
  std::vector<ir::Stmt> Out;

  ir::Inst &add(std::string Mnemonic, std::vector<ir::Operand> Outs, std::vector<ir::Operand> Ins) {
    ir::Inst I = Orig;
    I.Mnemonic = std::move(Mnemonic);
    I.Outs = std::move(Outs);
    I.Ins = std::move(Ins);
    I.HasEquals = !I.Outs.empty();
    I.Form = -1;
    if (!First)
      I.Tags.clear();
    First = false;
    Out.push_back(std::move(I));
    return std::get<ir::Inst>(Out.back());
  }
  void stop() { Out.push_back(ir::Stop{Orig.Loc}); }
  // `.mem.offset Offset, 0`: the next spill or fill uses UNAT bit
  // (Offset >> 3) & 63, so the scheduler (and GNU as) let two of
  // different bits share a group.
  void memOffset(uint64_t Offset) {
    ir::Directive D;
    D.Name = ".mem.offset";
    D.Args = {ir::Expr::constant(Offset, Orig.Loc), ir::Expr::constant(0, Orig.Loc)};
    D.Raw = std::to_string(Offset) + ",0";
    D.Loc = Orig.Loc;
    D.Order = Orig.Order;
    Out.push_back(std::move(D));
  }
  void movl(ir::Reg R, uint64_t V) { add("movl", {reg(R, Orig.Loc)}, {constant(V, Orig.Loc)}); }
  // `st8 [Base]=Val` (`st8.spill`...), with a non-negative post-increment.
  void st(const char *Mnemonic, ir::Reg Base, ir::Reg Val, uint64_t PostInc = 0) {
    std::vector<ir::Operand> Ins{reg(Val, Orig.Loc)};
    if (PostInc)
      Ins.push_back(constant(PostInc, Orig.Loc));
    add(Mnemonic, {ir::Operand::mem(Base, Orig.Loc)}, std::move(Ins));
  }
  void st8(ir::Reg Base, ir::Reg Val, uint64_t PostInc = 0) { st("st8", Base, Val, PostInc); }
  // `ld8 Dst=[Base]` (`ld8.fill`...), with a non-negative post-increment.
  void ld(const char *Mnemonic, ir::Reg Dst, ir::Reg Base, uint64_t PostInc = 0) {
    std::vector<ir::Operand> Ins{ir::Operand::mem(Base, Orig.Loc)};
    if (PostInc)
      Ins.push_back(constant(PostInc, Orig.Loc));
    add(Mnemonic, {reg(Dst, Orig.Loc)}, std::move(Ins));
  }
  // One 8-byte PSCB word from register Val (r0: zero), through scratch T.
  void storeWord(ir::Reg T, uint64_t Addr, ir::Reg Val) {
    movl(T, Addr);
    stop();
    st8(T, Val);
  }
  // The 8-byte PSCB word at Addr into Dst (its own address register).
  void loadWord(ir::Reg Dst, uint64_t Addr) {
    movl(Dst, Addr);
    stop();
    ld("ld8", Dst, Dst);
  }

private:
  const ir::Inst &Orig;
  bool First = true;
};

} // namespace epic::virt
