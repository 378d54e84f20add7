#include "emitter/QueuedEquates.h"
#include "emitter/AlignDirectives.h"
#include <map>

namespace epic::emit {

bool flushesGasQueue(const ir::Stmt &St) {
  if (std::holds_alternative<ir::Data>(St))
    return true;
  const auto *D = std::get_if<ir::Directive>(&St);
  if (!D)
    return false;
  const std::string &N = D->Name;
  return alignForm(N) || N == ".org" || N == ".proc" || N == ".endp" || N == ".ident" || N == ".handlerdata" ||
         ir::isSectionLeftMark(*D);
}

namespace {
// The first name (or `.`) of E whose value the queue decides, if any.
std::optional<std::string> queuedName(const ir::Expr &E, const std::map<std::string, unsigned> &Recent) {
  if (E.K == ir::Expr::Dot)
    return std::string(".");
  if (E.K == ir::Expr::Symbol && Recent.count(E.Name))
    return E.Name;
  for (const ir::ExprRef *Sub : {&E.LHS, &E.RHS})
    if (*Sub)
      if (auto N = queuedName(**Sub, Recent))
        return N;
  return std::nullopt;
}
} // namespace

std::vector<ir::Diagnostic> queuedEquates(const ir::Module &M) {
  std::vector<ir::Diagnostic> Out;
  for (const ir::Section &S : M.Sections) {
    unsigned Queued = 0;                  // instructions read since gas's last flush
    std::map<std::string, unsigned> Recent; // labels since then: instructions read after each
    for (const ir::Stmt &St : S.Stmts) {
      if (flushesGasQueue(St)) {
        Queued = 0;
        Recent.clear();
      } else if (std::holds_alternative<ir::Inst>(St)) {
        ++Queued;
        for (auto It = Recent.begin(); It != Recent.end();)
          It = ++It->second >= 4 ? Recent.erase(It) : std::next(It); // its bundle is written by now
      } else if (const auto *L = std::get_if<ir::Label>(&St)) {
        if (Queued) // with nothing queued, the bytes written end where its instruction goes
          Recent[L->Name] = 0;
      } else if (const auto *D = std::get_if<ir::Directive>(&St)) {
        const std::string &N = D->Name;
        if (!Queued || D->Args.empty() || !D->Args[0] || D->Words.empty() ||
            !(N == "=" || N == ".set" || N == ".equ" || N == ".equiv"))
          continue;
        if (auto Name = queuedName(*D->Args[0], Recent))
          Out.push_back({ir::Severity::Warning, D->Loc,
                         "'" + D->Words[0] + "' copies " + (*Name == "." ? "'.'" : "'" + *Name + "'") +
                             " while GNU as still queues instructions: the end of the bytes written then, not " +
                             (*Name == "." ? "the end of the code before it" : "the label's address") +
                             "; the scheduled layout gives it another value"});
      }
    }
  }
  return Out;
}

} // namespace epic::emit
