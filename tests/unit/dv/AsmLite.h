// A tiny line parser for the DV tests: turns GNU as explicit-mode lines into
// ir::Inst values and checker events, so the rules can be tested against GNU
// as before (and independently of) the real frontend. Handles one statement
// per line: `(qp) mnemonic outs = ins`, `;;` (also trailing), labels, `{ }`,
// template directives, `.pred.rel`, `.pred.safe_across_calls`, `.mem.offset`.
#pragma once
#include "ir/Inst.h"
#include "isa/dv/DependencyChecker.h"
#include <cctype>
#include <cstdlib>
#include <string>
#include <vector>

namespace epic::dvtest {

struct Event {
  enum Kind { Inst, Stop, Label, PredMutex, PredImply, PredClear, SafeAcrossCalls, MemOffset } K = Inst;
  ir::Inst I;
  std::string Name; // label name
  std::vector<unsigned> Preds;
  uint64_t Mask = 0; // predicates; the offset for MemOffset
  unsigned Line = 0;
};

inline Event event(Event::Kind K) {
  Event E;
  E.K = K;
  return E;
}

inline std::string trim(std::string S) {
  size_t B = S.find_first_not_of(" \t\r"), E = S.find_last_not_of(" \t\r");
  return B == std::string::npos ? std::string() : S.substr(B, E - B + 1);
}

inline std::vector<std::string> splitTop(const std::string &S, char Sep) {
  std::vector<std::string> Out;
  int Depth = 0;
  std::string Cur;
  for (char C : S) {
    if (C == '[' || C == '(') ++Depth;
    if (C == ']' || C == ')') --Depth;
    if (C == Sep && Depth == 0) {
      Out.push_back(trim(Cur));
      Cur.clear();
    } else {
      Cur += C;
    }
  }
  if (!trim(Cur).empty()) Out.push_back(trim(Cur));
  return Out;
}

inline ir::ExprRef parseImm(const std::string &S) {
  // n, -n, 0x.., a<<b, a|b: enough for masks in tests.
  auto Bar = S.find('|');
  if (Bar != std::string::npos)
    return ir::Expr::binary(ir::ExprOp::Or, parseImm(trim(S.substr(0, Bar))), parseImm(trim(S.substr(Bar + 1))));
  auto Shl = S.find("<<");
  if (Shl != std::string::npos)
    return ir::Expr::binary(ir::ExprOp::Shl, parseImm(trim(S.substr(0, Shl))), parseImm(trim(S.substr(Shl + 2))));
  if (!S.empty() && (std::isdigit((unsigned char)S[0]) || S[0] == '-')) {
    bool Neg = S[0] == '-';
    uint64_t V = std::strtoull(S.c_str() + Neg, nullptr, 0);
    return ir::Expr::constant(Neg ? uint64_t(0) - V : V);
  }
  return ir::Expr::symbol(S);
}

inline bool parseOperand(const std::string &S, ir::Operand &O) {
  static const ir::RegStackFrame Frame{8, 8, 8, 0, true};
  if (S.size() > 2 && S.front() == '[' && S.back() == ']') {
    auto L = ir::lookupRegister(trim(S.substr(1, S.size() - 2)), Frame);
    if (L.K != ir::RegLookup::Register) return false;
    O = ir::Operand::mem(L.R);
    return true;
  }
  auto Br = S.find('[');
  if (Br != std::string::npos && S.back() == ']') {
    auto F = ir::lookupRegister(S.substr(0, Br), Frame);
    auto L = ir::lookupRegister(S.substr(Br + 1, S.size() - Br - 2), Frame);
    if (F.K != ir::RegLookup::Indirect || L.K != ir::RegLookup::Register) return false;
    O = ir::Operand::indirect(F.File, L.R);
    return true;
  }
  auto L = ir::lookupRegister(S, Frame);
  if (L.K == ir::RegLookup::Register) {
    O = ir::Operand::reg(L.R);
    return true;
  }
  O = ir::Operand::imm(parseImm(S));
  return true;
}

inline unsigned predNum(std::string S) {
  S = trim(S);
  return S.size() > 1 && S[0] == 'p' ? unsigned(std::atoi(S.c_str() + 1)) : 0;
}

/// Parses a whole source text into events; unknown lines are ignored.
inline std::vector<Event> parse(const std::string &Text) {
  std::vector<Event> Out;
  unsigned LineNo = 0;
  size_t Pos = 0;
  while (Pos <= Text.size()) {
    size_t E = Text.find('\n', Pos);
    if (E == std::string::npos) E = Text.size();
    std::string Line = Text.substr(Pos, E - Pos);
    Pos = E + 1;
    ++LineNo;
    if (auto C = Line.find("//"); C != std::string::npos) Line = Line.substr(0, C);
    Line = trim(Line);
    bool TrailingStop = false;
    if (Line.size() >= 2 && Line.substr(Line.size() - 2) == ";;") {
      TrailingStop = true;
      Line = trim(Line.substr(0, Line.size() - 2));
    }
    auto Push = [&](Event Ev) { Ev.Line = LineNo; Out.push_back(std::move(Ev)); };
    if (Line == "{" || Line == "}" || Line.empty()) {
    } else if (Line == ";;") {
      Push(event(Event::Stop));
    } else if (Line.back() == ':') {
      Event Ev = event(Event::Label);
      Ev.Name = Line.substr(0, Line.size() - 1);
      Push(Ev);
    } else if (Line.rfind(".pred.rel", 0) == 0) {
      std::string Rest = Line.substr(9);
      Event Ev = event(Event::PredClear);
      std::string Kind;
      if (!Rest.empty() && Rest[0] == '.') {
        auto Sp = Rest.find_first_of(" \t");
        Kind = Rest.substr(1, Sp - 1);
        Rest = Sp == std::string::npos ? "" : Rest.substr(Sp);
      } else {
        auto Q1 = Rest.find('"'), Q2 = Rest.find('"', Q1 + 1);
        Kind = Rest.substr(Q1 + 1, Q2 - Q1 - 1);
        Rest = Rest.substr(Rest.find(',', Q2) + 1);
      }
      for (auto &P : splitTop(Rest, ',')) Ev.Preds.push_back(predNum(P));
      Ev.K = Kind == "mutex" ? Event::PredMutex : Kind == "imply" ? Event::PredImply : Event::PredClear;
      Push(Ev);
    } else if (Line.rfind(".pred.safe_across_calls", 0) == 0) {
      Event Ev = event(Event::SafeAcrossCalls);
      for (auto &R : splitTop(Line.substr(23), ',')) {
        auto Dash = R.find('-');
        unsigned A = predNum(R.substr(0, Dash)), B = Dash == std::string::npos ? A : predNum(R.substr(Dash + 1));
        for (unsigned P = A; P <= B && P < 64; ++P) Ev.Mask |= uint64_t(1) << P;
      }
      Push(Ev);
    } else if (Line.rfind(".mem.offset", 0) == 0) {
      Event Ev = event(Event::MemOffset);
      Ev.Mask = uint64_t(std::stoll(trim(splitTop(Line.substr(11), ',').front()), nullptr, 0));
      Push(Ev);
    } else if (Line[0] == '.') {
    } else {
      Event Ev = event(Event::Inst);
      if (Line[0] == '(') {
        auto Close = Line.find(')');
        Ev.I.QP = uint8_t(predNum(Line.substr(1, Close - 1)));
        Line = trim(Line.substr(Close + 1));
      }
      auto Sp = Line.find_first_of(" \t");
      Ev.I.Mnemonic = Line.substr(0, Sp);
      std::string Ops = Sp == std::string::npos ? "" : trim(Line.substr(Sp));
      auto Eq = Ops.find('=');
      std::string OutS, InS = Ops;
      if (Eq != std::string::npos) {
        Ev.I.HasEquals = true;
        OutS = Ops.substr(0, Eq);
        InS = Ops.substr(Eq + 1);
      }
      for (auto &S : splitTop(OutS, ',')) { ir::Operand O; parseOperand(S, O); Ev.I.Outs.push_back(O); }
      for (auto &S : splitTop(InS, ',')) { ir::Operand O; parseOperand(S, O); Ev.I.Ins.push_back(O); }
      Push(Ev);
    }
    if (TrailingStop) Push(event(Event::Stop));
  }
  return Out;
}

/// A violation in comparable form: later line, earlier line, text.
struct Found {
  unsigned Line, Other;
  std::string Text; // "RAW 'GR%, % in 1 - 127' (impliedf) #1"
  friend auto operator<=>(const Found &, const Found &) = default;
};

inline std::string key(isa::dv::DepKind K, std::string_view Res, std::string_view Sem, int Index,
                       const std::string &Entry = {}) {
  std::string S = std::string(isa::dv::depKindName(K)) + " '" + std::string(Res) + "' (" + std::string(Sem) + ")";
  if (!Entry.empty()) S += " when entry is at label '" + Entry + "'";
  if (Index >= 0) S += " #" + std::to_string(Index);
  return S;
}

/// Runs the checker over parsed events.
inline std::vector<Found> runChecker(const std::vector<Event> &Evs) {
  isa::dv::DependencyChecker C;
  std::vector<Found> Out;
  for (const auto &Ev : Evs) {
    switch (Ev.K) {
    case Event::Inst:
      for (const auto &V : C.append(Ev.I, Ev.Line))
        Out.push_back({unsigned(V.Later), unsigned(V.Earlier),
                       key(V.Kind, isa::dv::resourceName(V.Res, V.Kind), isa::dv::semanticsName(V.Sem), V.Index,
                           V.EntryLabel)});
      break;
    case Event::Stop: C.stop(); break;
    case Event::Label: C.label(Ev.Name); break;
    case Event::PredMutex: C.preds().mutex(Ev.Preds); break;
    case Event::PredImply:
      if (Ev.Preds.size() == 2) C.preds().imply(Ev.Preds[0], Ev.Preds[1]);
      break;
    case Event::PredClear: C.preds().clear(Ev.Preds); break;
    case Event::SafeAcrossCalls: C.preds().safeAcrossCalls(Ev.Mask); break;
    case Event::MemOffset: C.memOffset(int64_t(Ev.Mask)); break;
    }
  }
  return Out;
}

} // namespace epic::dvtest
