// The in-order group checker: records the resource uses of the current group
// (and, until serialized, of earlier groups), reports conflicting pairs the
// way GNU as -xexplicit does.
#include "isa/dv/DependencyChecker.h"
#include "isa/dv/DvTables.h"
#include <algorithm>

namespace epic::isa::dv {
namespace {
bool has(const ClassSet &C, const char *Name) { return inClass(C, Name); }

constexpr uint8_t semBit(Semantics S) { return uint8_t(1u << unsigned(S)); }
constexpr uint8_t InsnRetires =
    semBit(Semantics::Data) | semBit(Semantics::Instr) | semBit(Semantics::Specific);
} // namespace

std::vector<Violation> DependencyChecker::scan(const ir::Inst &I, const ClassSet &C,
                                               const std::vector<Access> &As, size_t Id) const {
  std::vector<Violation> Out;
  for (const Access &B : As)
    for (const Record &R : Records) {
      DepKind Kind;
      Semantics S = pairSemantics(R.Classes, R.A, C, B, Kind);
      if (S == Semantics::None) continue;
      if (!R.CurrentGroup && (!survivesStop(S) || (R.Retired & semBit(S)))) continue;
      // Uses under mutually exclusive predicates never both happen, except
      // when the later use is a compare target written regardless of its
      // predicate (note 11; GNU as applies the exception to the later use
      // only). A relation older than a label R follows holds only on the
      // fall-through path: the conflict is then reported for the entry at
      // that label.
      std::string Entry;
      if (R.A.QP && B.QP && B.Note != 11 && Preds.isMutex(R.A.QP, B.QP)) {
        if (Preds.isMutexSince(R.A.QP, B.QP, R.Path)) continue;
        Entry = Labels[R.Path];
      }
      Violation V;
      V.EntryLabel = std::move(Entry);
      V.Earlier = R.Id;
      V.Later = Id;
      V.Kind = Kind;
      V.Sem = S;
      V.Res = B.Res;
      V.Index = B.Index >= 0 ? B.Index : R.A.Index >= 0 ? R.A.Index : -1;
      // GNU as: certain when both uses name the same specific resource and
      // the later instruction is unpredicated.
      V.Certain = R.A.specific() && B.specific() && B.QP == 0;
      if (std::find(Out.begin(), Out.end(), V) == Out.end()) Out.push_back(V);
    }
  (void)I;
  return Out;
}

std::vector<Violation> DependencyChecker::check(const ir::Inst &I) const {
  ClassSet C = classesOf(I);
  if (has(C, "group-first")) {
    DependencyChecker Fresh = *this;
    Fresh.stop();
    return Fresh.scan(I, C, accessesOf(I), size_t(-1));
  }
  return scan(I, C, accessesOf(I), size_t(-1));
}

bool startsGroup(const ir::Inst &I) { return inClass(classesOf(I), "group-first"); }
bool endsGroup(const ir::Inst &I) {
  ClassSet C = classesOf(I);
  return inClass(C, "group-last") ||
         (inClass(C, "branch") && I.QP == 0 && !inClass(C, "br-modsched") &&
          !inClass(C, "br-counted"));
}

std::vector<Violation> DependencyChecker::append(const ir::Inst &I, size_t Id) {
  ClassSet C = classesOf(I);
  if (has(C, "group-first")) stop();
  auto As = accessesOf(I);
  auto V = scan(I, C, As, Id);
  // A conditional branch: what follows runs only when it falls through, so
  // earlier uses under its predicate (or one implying it) no longer matter;
  // GNU as keeps the writes of that predicate itself, except for calls.
  if (has(C, "branch") && I.QP)
    std::erase_if(Records, [&](const Record &R) {
      bool WritesQp = R.A.Write && resourceFamily(R.A.Res) == "PR" && R.A.Index == I.QP &&
                      !has(C, "br-call");
      return !WritesQp && R.A.QP && (R.A.QP == I.QP || Preds.implies(R.A.QP, I.QP));
    });
  for (const Access &A : As) {
    Records.push_back({A, C, Id});
    Records.back().Path = Path;
  }
  // Serialization acts on uses already separated from it by a stop (GNU as
  // also lets srlz.d retire `other` dependencies of its own group).
  if (has(C, "srlz.d")) {
    for (auto &R : Records) R.Retired |= R.DataSrlz == 1 ? uint8_t(0xff) : semBit(Semantics::Other);
    dropRetired();
  }
  if (has(C, "srlz.i"))
    for (auto &R : Records)
      if (R.InsnSrlz == 1) R.InsnSrlz = 2;
  Preds.update(I, C);
  if (has(C, "group-last")) stop();
  else if (has(C, "branch") && I.QP == 0 && !has(C, "br-modsched") && !has(C, "br-counted"))
    branchTaken();
  return V;
}

void DependencyChecker::branchTaken() {
  std::erase_if(Records, [](const Record &R) { return R.CurrentGroup; });
}

void DependencyChecker::stop() {
  // Only uses that can carry a srlz-requiring dependency outlive the group;
  // an srlz.i followed by this stop retires all but `other` ones.
  for (auto &R : Records) {
    if (R.InsnSrlz == 2) R.Retired |= InsnRetires;
    R.CurrentGroup = false;
    R.DataSrlz = 1;
    if (R.InsnSrlz == 0) R.InsnSrlz = 1;
  }
  dropRetired();
}

void DependencyChecker::dropRetired() {
  std::erase_if(Records, [](const Record &R) {
    return !R.CurrentGroup && (tables::lastingMask(R.Classes, R.A) & ~R.Retired) == 0;
  });
}

void DependencyChecker::label(std::string_view Name) {
  ++Path;
  Labels.emplace_back(Name);
  Preds.setPath(Path);
}

void DependencyChecker::reset() {
  *this = DependencyChecker();
}

std::string describe(const Violation &V, std::string_view LaterMnemonic) {
  std::string S = "Use of '" + std::string(LaterMnemonic) + "' " +
                  (V.Certain ? "violates " : "may violate ") + std::string(depKindName(V.Kind)) +
                  " dependency '" + std::string(resourceName(V.Res)) + "' (" +
                  std::string(semanticsName(V.Sem)) + ")";
  if (!V.EntryLabel.empty()) S += " when entry is at label '" + V.EntryLabel + "'";
  if (V.Index >= 0) S += ", specific resource number is " + std::to_string(V.Index);
  return S;
}

} // namespace epic::isa::dv
