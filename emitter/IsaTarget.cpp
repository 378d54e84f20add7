// Target and GroupRules over isa/ (form table, encoder) and isa/dv/ (the
// dependency-violation checker).
#include "emitter/Target.h"
#include "isa/dv/DependencyChecker.h"
#include <cctype>

namespace epic::emit {
namespace {

/// Instruction-group rules from the dependency-violation checker: the
/// strongest fix any violation of `I` against the group needs.
class DvRules final : public GroupRules {
public:
  void startGroup() override { C.stop(); }
  Need query(const ir::Inst &I) override {
    Need N = None;
    for (const isa::dv::Violation &V : C.check(I)) {
      switch (V.fix()) {
      case isa::dv::Fix::StopSrlzI: N = InstrSerialize; break;
      case isa::dv::Fix::StopSrlzD: N = N == InstrSerialize ? N : DataSerialize; break;
      case isa::dv::Fix::Stop: N = N == None ? Stop : N; break;
      case isa::dv::Fix::None: break;
      }
    }
    return N;
  }
  void add(const ir::Inst &I) override { C.append(I, Next++); }
  void label() override { C.label(); }
  void directive(const ir::Directive &D) override {
    // `.pred.rel "mutex", p1, p2` / `.pred.rel.mutex p1, p2`, and
    // `.pred.safe_across_calls p1-p5,p16-p63`.
    std::string Kind;
    std::string_view Name = D.Name;
    if (Name.rfind(".pred.rel", 0) == 0) {
      Kind = Name.size() > 10 ? std::string(Name.substr(10)) : "";
    } else if (Name != ".pred.safe_across_calls") {
      return;
    }
    std::vector<std::pair<unsigned, unsigned>> Ranges;
    std::string Tok;
    auto flush = [&] {
      if (Tok.empty())
        return;
      if (Tok[0] == 'p' && Tok.size() > 1 && std::isdigit(uint8_t(Tok[1]))) {
        unsigned A = std::stoul(Tok.substr(1)), B = A;
        auto Dash = Tok.find('-');
        if (Dash != std::string::npos && Dash + 2 < Tok.size() && Tok[Dash + 1] == 'p')
          B = std::stoul(Tok.substr(Dash + 2));
        if (A < 64 && B < 64 && A <= B)
          Ranges.push_back({A, B});
      } else if (Kind.empty()) {
        Kind = Tok;
      }
      Tok.clear();
    };
    for (char Ch : D.Raw) {
      if (Ch == ',' || Ch == '"' || Ch == '@' || std::isspace(uint8_t(Ch)))
        flush();
      else
        Tok += Ch;
    }
    flush();
    std::vector<unsigned> Preds;
    uint64_t Mask = 0;
    for (auto [A, B] : Ranges)
      for (unsigned P = A; P <= B; ++P) {
        Preds.push_back(P);
        Mask |= uint64_t(1) << P;
      }
    if (Name == ".pred.safe_across_calls")
      C.preds().safeAcrossCalls(Mask);
    else if (Kind == "mutex")
      C.preds().mutex(Preds);
    else if (Kind == "clear")
      C.preds().clear(Preds);
    else if (Kind == "imply" && Preds.size() >= 2)
      for (size_t I = 1; I < Preds.size(); ++I)
        C.preds().imply(Preds[0], Preds[I]);
  }

private:
  isa::dv::DependencyChecker C;
  size_t Next = 0;
};

} // namespace

std::unique_ptr<Target> makeIsaTarget() { return nullptr; }
std::unique_ptr<GroupRules> makeIsaGroupRules() { return std::make_unique<DvRules>(); }

} // namespace epic::emit
