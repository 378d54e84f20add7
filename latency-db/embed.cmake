# Turns a model YAML file into a C++ raw-string literal (the .yaml stays the
# single source of truth; the binary carries a copy so it runs from anywhere).
file(READ "${IN}" CONTENT)
string(FIND "${CONTENT}" ")EPICYAML\"" BAD)
if(NOT BAD EQUAL -1)
  message(FATAL_ERROR "${IN} contains the raw-string delimiter")
endif()
file(WRITE "${OUT}.tmp" "R\"EPICYAML(${CONTENT})EPICYAML\"\n")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.tmp")
