#include "scheduler/Verifier.h"
#include "ir/Template.h"
#include "isa/dv/DependencyChecker.h"
#include "scheduler/InstDesc.h"
#include <algorithm>
#include <unordered_map>

namespace epic::sched {

namespace {
bool isNop(const ir::Inst &I) { return I.Mnemonic.rfind("nop", 0) == 0; }

/// The unit types of the forms an instruction matches, by its text: step 1
/// already takes the text as the instruction's identity, and the same few
/// hundred texts fill every region of a file (matching each slot again was
/// a third of the verification). Per thread: regions verify concurrently.
uint8_t formUnitsOf(const ir::Inst &I, const std::string &Text) {
  thread_local std::unordered_map<std::string, uint8_t> Memo;
  if (auto It = Memo.find(Text); It != Memo.end())
    return It->second;
  if (Memo.size() >= (1u << 16))
    Memo.clear(); // a bound, not a policy: the memo is only a cache
  uint8_t Units = formUnits(I);
  Memo.emplace(Text, Units);
  return Units;
}
} // namespace

std::vector<std::string> verifyRegion(const std::vector<ir::Inst> &Original,
                                      const std::vector<EmittedBundle> &Bundles,
                                      const model::MachineModel &MM,
                                      const std::function<int(const ir::Inst &)> &RrOf) {
  std::vector<std::string> Problems;
  // 1. Same instructions (as text, which covers predicate, completers and operands).
  std::vector<std::string> Want, Got;
  for (const ir::Inst &I : Original)
    if (!isNop(I))
      Want.push_back(ir::toString(I));
  std::vector<std::vector<std::string>> Text(Bundles.size()); // of every slot, nops too
  for (size_t B = 0; B < Bundles.size(); ++B)
    for (const ir::Inst &I : Bundles[B].Insts) {
      Text[B].push_back(ir::toString(I));
      if (!isNop(I))
        Got.push_back(Text[B].back());
    }
  std::sort(Want.begin(), Want.end());
  std::sort(Got.begin(), Got.end());
  std::vector<std::string> Missing, Added;
  std::set_difference(Want.begin(), Want.end(), Got.begin(), Got.end(), std::back_inserter(Missing));
  std::set_difference(Got.begin(), Got.end(), Want.begin(), Want.end(), std::back_inserter(Added));
  for (const std::string &S : Missing)
    Problems.push_back("instruction lost: " + S);
  for (const std::string &S : Added) {
    if (S != "srlz.d" && S != "srlz.i") // serialization the dependence rules asked for
      Problems.push_back("instruction not in the source: " + S);
  }

  // 2. Templates and slots.
  for (size_t B = 0; B < Bundles.size(); ++B) {
    const ir::TemplateInfo &T = ir::templateInfo(Bundles[B].Template);
    if (!T.Valid) {
      Problems.push_back("bundle " + std::to_string(B) + ": reserved template");
      continue;
    }
    unsigned Expected = T.Slots[1] == ir::Unit::L ? 2 : 3;
    if (Bundles[B].Insts.size() != Expected) {
      Problems.push_back("bundle " + std::to_string(B) + ": wrong number of instructions");
      continue;
    }
    for (unsigned S = 0; S < Expected; ++S) {
      const ir::Inst &I = Bundles[B].Insts[S];
      SlotFit Fit = slotFit(formUnitsOf(I, Text[B][S]), T.Slots[S]); // one match for both questions
      if (Fit == SlotFit::NoForm) {
        Problems.push_back("no form for '" + Text[B][S] + "'");
        continue;
      }
      if (Fit == SlotFit::WrongUnit)
        Problems.push_back("'" + Text[B][S] + "' cannot sit in a " +
                           std::string(1, ir::unitLetter(T.Slots[S])) + " slot");
    }
  }

  // 3. Instruction groups: no dependency violation (including missing srlz).
  isa::dv::DependencyChecker DC;
  size_t Id = 0;
  std::vector<const ir::Inst *> ById;
  for (const EmittedBundle &B : Bundles) {
    const ir::TemplateInfo &T = ir::templateInfo(B.Template);
    for (size_t S = 0; S < B.Insts.size(); ++S) {
      ById.push_back(&B.Insts[S]);
      for (const isa::dv::Violation &V : DC.append(B.Insts[S], Id, RrOf ? RrOf(B.Insts[S]) : -1))
        Problems.push_back(isa::dv::describe(V, B.Insts[S].Mnemonic) + " (after '" +
                           ir::toString(*ById[V.Earlier]) + "')");
      ++Id;
      unsigned SlotPos = (T.Slots[1] == ir::Unit::L && S == 1) ? 2 : unsigned(S);
      if (T.StopMask >> SlotPos & 1)
        DC.stop();
    }
  }
  (void)MM;
  return Problems;
}

} // namespace epic::sched
