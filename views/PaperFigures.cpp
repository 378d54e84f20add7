#include "views/PaperFigures.h"

namespace epic::views {

std::vector<BubbleBar> paperBars(llvm::StringRef Scenario) {
  if (Scenario != "ipc_8words_xspace") return {};
  // Table 6 (L4 IPC, 8 words, different address spaces, hot caches, Itanium 2);
  // cycles = groups + bubbles. Figure 5 breaks the 95-cycle version down.
  std::vector<BubbleBar> B;
  B.push_back({"paper: initial assembler", 83, 87, {}, true, "Table 6"});
  B.push_back({"paper: optimised (public docs)", 39, 56,
               {{"BE_EXE_BUBBLE.GRALL", 16},
                {"BE_EXE_BUBBLE.ARCR", 14},
                {"BE_L1D_FPU_BUBBLE.L1D_DCURECIR", 10},
                {"BE_L1D_FPU_BUBBLE.L1D_STBUFRECIR", 5},
                {"BE_RSE_BUBBLE.AR_DEP", 4},
                {"BE_RSE_BUBBLE.LOADRS", 6},
                {"BE_RSE_BUBBLE.OVERFLOW", 1}},
               true,
               "Table 6, breakdown Figure 5"});
  B.push_back({"paper: final (hand-tuned)", 33, 3, {}, true, "Table 6"});
  B.push_back({"paper: optimal", 32, 2, {}, true, "Table 6"});
  return B;
}

} // namespace epic::views
