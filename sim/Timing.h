// Timing of what the core executed: every instruction becomes an IssueInst
// (class, system register, unit from the machine model; dependences on the
// last dynamic writer of each register it reads) in a trace that the shared
// model::IssueEngine issues. The simulator keeps no latency of its own; the
// only dynamic effects it adds are the ones the engine cannot know:
// branch mispredictions (a 2-bit predictor seeded by the hint, a branch
// target buffer and a return stack) and interruption delivery, charged with
// the penalties the model's `stalls:` section gives.
#pragma once
#include "latency-db/IssueEngine.h"
#include "sim/Core.h"
#include <deque>
#include <unordered_map>

namespace epic::sim {

class Timing : public ExecListener {
public:
  Timing(const model::MachineModel &MM, Core &C);
  model::IssueEngine &engine() { return Engine; }

  void onInst(const CachedBundle &B, unsigned Slot, bool Executed, bool Taken) override;
  void onBranch(const CachedBundle &B, unsigned Slot, bool Taken, uint64_t Target) override;
  void onInterrupt(Vector V) override;
  uint64_t now() const override { return Engine.cycles(); }

  /// Issues whatever is still pending; call once after Core::run.
  void finish();

  uint64_t mispredictions() const { return Mispredicts; }
  /// Starts from another run's predictor, BTB and return stack (a path
  /// measured hot, as the paper measured in loops).
  void adoptPredictors(const Timing &O) {
    Counters = O.Counters;
    Btb = O.Btb;
    ReturnStack = O.ReturnStack;
  }
  /// Where each trace instruction came from (for timeline views).
  struct Origin { uint64_t Bundle; unsigned Slot; };
  void keepOrigins(bool K) { KeepOrigins = K; }
  const std::unordered_map<uint64_t, Origin> &origins() const { return Origins; }

private:
  const model::InstInfo &infoOf(const CachedBundle &B, unsigned Slot);
  void flush();
  uint64_t dataAddress(const CachedInst &CI, const model::InstInfo &Info) const;
  void charge(unsigned Bubbles, const std::string &Counter, const std::string &Why);

  const model::MachineModel &MM;
  Core &C;
  model::IssueEngine Engine;
  std::vector<model::IssueBundle> Trace;
  const CachedBundle *TraceBundle = nullptr; // bundle of Trace.back()
  uint64_t NextId = 1;
  std::array<uint64_t, regkey::Count> LastWriter{};
  std::unordered_map<const CachedInst *, model::InstInfo> Infos;
  struct InfoSlot { const CachedInst *CI = nullptr; model::InstInfo Info; };
  std::array<InfoSlot, 1024> InfoFast{}; // direct-mapped front of Infos
  std::vector<std::vector<std::pair<uint64_t, model::DepKind>>> DepsPool; // spare Deps storage
  std::unordered_map<uint64_t, uint8_t> Counters; // 2-bit predictor per branch slot
  std::unordered_map<uint64_t, uint64_t> Btb;     // indirect branch targets
  std::deque<uint64_t> ReturnStack;
  uint64_t Mispredicts = 0;
  bool KeepOrigins = false;
  std::unordered_map<uint64_t, Origin> Origins;
};

} // namespace epic::sim
