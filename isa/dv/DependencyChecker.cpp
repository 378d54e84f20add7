// The in-order group checker: records the resource uses of the current group
// (and, until serialized, of earlier groups), reports conflicting pairs the
// way GNU as -xexplicit does.
#include "isa/dv/DependencyChecker.h"
#include <algorithm>

namespace epic::isa::dv {
namespace {
bool has(const ClassSet &C, const char *Name) { return inClass(C, Name); }
} // namespace

std::vector<Violation> DependencyChecker::scan(const ir::Inst &I, const ClassSet &C,
                                               const std::vector<Access> &As, size_t Id) const {
  std::vector<Violation> Out;
  for (const Access &B : As)
    for (const Record &R : Records) {
      DepKind Kind;
      Semantics S = pairSemantics(R.Classes, R.A, C, B, Kind);
      if (S == Semantics::None) continue;
      if (!R.CurrentGroup && !survivesStop(S)) continue;
      // Uses under mutually exclusive predicates never both happen, except
      // compare targets that are written regardless of the predicate.
      if (R.A.QP && B.QP && R.A.Note != 11 && B.Note != 11 && Preds.isMutex(R.A.QP, B.QP))
        continue;
      Violation V;
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
  for (const Access &A : As) Records.push_back({A, C, Id});
  // Serialization acts on uses already separated from it by a stop.
  if (has(C, "srlz.d"))
    std::erase_if(Records, [](const Record &R) { return R.DataSrlz == 1; });
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
  // Only uses of resources that can carry a srlz-requiring dependency outlive
  // the group; an srlz.i followed by this stop retires them.
  static const std::vector<bool> Lasting = [] {
    std::vector<bool> L(NumResources);
    ClassSet All;
    All.set();
    for (size_t R = 0; R < NumResources; ++R) {
      Access W{ResourceId(R), -1, true, Origin::Implicit, 0, 0};
      Access Rd = W;
      Rd.Write = false;
      for (int Origin_ = 0; Origin_ <= int(Origin::Implicit); ++Origin_) {
        W.From = Rd.From = Origin(Origin_);
        DepKind K;
        for (const auto &[A, B] : {std::pair{W, Rd}, std::pair{W, W}, std::pair{Rd, W}})
          L[R] = L[R] || survivesStop(pairSemantics(All, A, All, B, K));
      }
    }
    return L;
  }();
  std::erase_if(Records, [](const Record &R) { return !Lasting[size_t(R.A.Res)] || R.InsnSrlz == 2; });
  for (auto &R : Records) {
    R.CurrentGroup = false;
    R.DataSrlz = 1;
    if (R.InsnSrlz == 0) R.InsnSrlz = 1;
  }
}

void DependencyChecker::reset() {
  Records.clear();
  Preds.clearAll();
  Preds.safeAcrossCalls(0);
}

std::string describe(const Violation &V, std::string_view LaterMnemonic) {
  std::string S = "Use of '" + std::string(LaterMnemonic) + "' " +
                  (V.Certain ? "violates " : "may violate ") + std::string(depKindName(V.Kind)) +
                  " dependency '" + std::string(resourceName(V.Res)) + "' (" +
                  std::string(semanticsName(V.Sem)) + ")";
  if (V.Index >= 0) S += ", specific resource number is " + std::to_string(V.Index);
  return S;
}

} // namespace epic::isa::dv
