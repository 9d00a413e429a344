# Every .ts file in translations/ must cover the current user-visible strings
# (qsTr() in app/qml, tr() in app/gui): lupdate runs over a copy of each file,
# so a string added to the code without a translation shows up here as
# unfinished. zh_CN and en must be complete; the other languages may lag by
# at most 5 % (translations/README.md).
#
#   cmake -DROOT=<source dir> -DLUPDATE=<lupdate> [-DEXTRA_SOURCE=<file>] -P check_translations.cmake
#
# EXTRA_SOURCE is scanned with the app's sources; the self-test passes a file
# holding one new string to prove the check notices it.
cmake_minimum_required(VERSION 3.25)

if(NOT ROOT OR NOT LUPDATE)
  message(FATAL_ERROR "check_translations: give -DROOT=<source dir> and -DLUPDATE=<lupdate binary>")
endif()

set(required zh_CN zh_TW ja)
set(complete zh_CN en)  # no unfinished string allowed
set(max_unfinished_percent 5)

# Separate work directories, so the check and its self-test can run in parallel.
if(EXTRA_SOURCE)
  set(work "${CMAKE_CURRENT_BINARY_DIR}/check_translations_extra.work")
else()
  set(work "${CMAKE_CURRENT_BINARY_DIR}/check_translations.work")
endif()
file(REMOVE_RECURSE "${work}")
file(MAKE_DIRECTORY "${work}")

file(GLOB ts_files "${ROOT}/translations/quetai_*.ts")
set(found "")
foreach(ts IN LISTS ts_files)
  get_filename_component(name "${ts}" NAME)
  string(REGEX REPLACE "^quetai_(.*)\\.ts$" "\\1" lang "${name}")
  list(APPEND found "${lang}")
endforeach()
foreach(lang IN LISTS required)
  if(NOT lang IN_LIST found)
    message(FATAL_ERROR "check_translations: translations/quetai_${lang}.ts is missing")
  endif()
endforeach()

set(sources "${ROOT}/app/qml" "${ROOT}/app/gui")
if(EXTRA_SOURCE)
  list(APPEND sources "${EXTRA_SOURCE}")
endif()

set(failed FALSE)
foreach(ts IN LISTS ts_files)
  get_filename_component(name "${ts}" NAME)
  string(REGEX REPLACE "^quetai_(.*)\\.ts$" "\\1" lang "${name}")
  file(COPY "${ts}" DESTINATION "${work}")
  execute_process(COMMAND "${LUPDATE}" ${sources} -locations none -silent -ts "${work}/${name}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "check_translations: lupdate failed on ${name} (${rc}): ${out}${err}")
  endif()
  file(READ "${work}/${name}" text)
  # Strings no longer in the code stay in the file as vanished/obsolete; they
  # count neither way.
  string(REGEX MATCHALL "<message[ >]" messages "${text}")
  string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
  string(REGEX MATCHALL "type=\"(vanished|obsolete)\"" gone "${text}")
  list(LENGTH messages n_messages)
  list(LENGTH unfinished n_unfinished)
  list(LENGTH gone n_gone)
  math(EXPR n_total "${n_messages} - ${n_gone}")
  if(n_total LESS_EQUAL 0)
    message(SEND_ERROR "${name}: no current strings at all")
    set(failed TRUE)
    continue()
  endif()
  math(EXPR percent10 "${n_unfinished} * 1000 / ${n_total}")
  math(EXPR whole "${percent10} / 10")
  math(EXPR tenth "${percent10} % 10")
  set(summary "${name}: ${n_unfinished} unfinished of ${n_total} (${whole}.${tenth} %)")
  if(lang IN_LIST complete)
    set(limit 0)
  else()
    math(EXPR limit "${n_total} * ${max_unfinished_percent} / 100")
  endif()
  if(n_unfinished GREATER limit)
    # One unwrapped line per failing file (the self-test matches it).
    message(STATUS "FAIL ${summary}, limit ${limit}")
    message(SEND_ERROR "${summary}, more than the ${limit} allowed: translate the new strings "
                       "(/usr/lib/qt6/bin/lupdate app/qml app/gui -locations none -ts translations/${name})")
    set(failed TRUE)
  else()
    message(STATUS "${summary}")
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "check_translations: some translations are behind the code")
endif()
