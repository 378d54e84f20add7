# ctest `api-package`: installs this build into a fresh prefix
# (`cmake --install`), then configures and builds examples/api/ against it
# with find_package(epicsched), and runs both hosts. Fails at the first step
# that fails, with its output.
#   cmake -DBUILD=... -DSRC=... -DWORK=... [-DCXX=... -DCC=...] -P tests/api-package.cmake
foreach(v BUILD SRC WORK)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "api-package: -D${v}= is required")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK})
set(PREFIX ${WORK}/prefix)

function(step name)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "api-package: ${name} failed (${rc}):\n${out}\n${err}")
  endif()
  set(STEP_OUT "${out}" PARENT_SCOPE)
endfunction()

step("cmake --install" ${CMAKE_COMMAND} --install ${BUILD} --prefix ${PREFIX})
foreach(f include/epicsched/epicsched.hpp include/epicsched/epicsched.h bin/epicsched
          lib/libepicsched.so lib/libepicsched.a lib/epicsched/epicsched-z3.so
          lib/cmake/epicsched/epicschedConfig.cmake lib/cmake/epicsched/epicschedTargets.cmake)
  if(NOT EXISTS ${PREFIX}/${f})
    message(FATAL_ERROR "api-package: ${f} is not installed")
  endif()
endforeach()
set(compilers)
if(CXX)
  list(APPEND compilers -DCMAKE_CXX_COMPILER=${CXX})
endif()
if(CC)
  list(APPEND compilers -DCMAKE_C_COMPILER=${CC})
endif()
step("configure examples/api" ${CMAKE_COMMAND} -S ${SRC}/examples/api -B ${WORK}/host -G Ninja
     -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=${PREFIX} ${compilers})
step("build examples/api" ${CMAKE_COMMAND} --build ${WORK}/host)
step("run host_cpp" ${WORK}/host/host_cpp)
set(cpp "${STEP_OUT}")
step("run host_c" ${WORK}/host/host_c)
set(c "${STEP_OUT}")
step("run host_cpp_static" ${WORK}/host/host_cpp_static)
if(NOT STEP_OUT STREQUAL cpp)
  message(FATAL_ERROR "api-package: the static and the shared library disagree:\n${cpp}\n---\n${STEP_OUT}")
endif()
# The shared hosts use the installed libepicsched.so, which exports only the API.
step("readelf host_cpp" readelf -d ${WORK}/host/host_cpp)
if(NOT STEP_OUT MATCHES "libepicsched\\.so")
  message(FATAL_ERROR "api-package: host_cpp does not load libepicsched.so:\n${STEP_OUT}")
endif()
step("nm libepicsched.so" nm -D --defined-only -C ${PREFIX}/lib/libepicsched.so)
string(REGEX MATCHALL "\n[0-9a-f]+ [TWDBR] [^\n]*" exported "\n${STEP_OUT}")
foreach(sym ${exported})
  if(NOT sym MATCHES " [TWDBR] (epicsched::|epicsched_)")
    message(FATAL_ERROR "api-package: libepicsched.so exports more than the API:${sym}")
  endif()
endforeach()
# What the hosts print must show scheduled bundles, an object, and the
# located error for bad input.
foreach(want "{ .m" "object: " "ELF yes" "bad input: <input>:1:" "epicsched 0.1")
  string(FIND "${cpp}${c}" "${want}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "api-package: the hosts' output lacks '${want}':\n${cpp}\n${c}")
  endif()
endforeach()
message(STATUS "api-package: installed, built and ran examples/api\n${cpp}\n${c}")
