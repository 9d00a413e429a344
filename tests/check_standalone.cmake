# The repository stands alone: no file may point at the project's spec folder
# outside the repository (its rulings live in docs/rulesets/, the Qt notes in
# docs/qt6-on-debian.md), no comment may name an issue number (a comment
# says why and cites the rule: docs/CONTRIBUTING.md), and a section cited as
# <page>.md "Section" must be a heading of docs/rulesets/<page>.md.
#
#   cmake -DROOT=<source dir> -P tests/check_standalone.cmake
#
# Scans the files git tracks under ROOT (every file of the usual top-level
# folders when ROOT is not a git checkout) and fails listing each offending
# line.
cmake_minimum_required(VERSION 3.25)

if(NOT ROOT)
  get_filename_component(ROOT "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
endif()

# Built from pieces so that this file does not match itself.
set(up "..")
set(sh "shared")
set(patterns
    "${up}/${sh}"                 # the spec folder beside the repository
    "/work/${sh}"                 # the same by absolute path
    "${sh}/seeds"                 # the Chinese sources
    "${sh}/notes"
    "${sh}/rules")
set(issue_regex "[Ii]ssues? #?[0-9]")

set(files "")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${ROOT}/.git")
  execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${ROOT}" -c core.quotepath=off ls-files
                  OUTPUT_VARIABLE listed RESULT_VARIABLE rc)
  if(rc EQUAL 0)
    string(REPLACE "\n" ";" files "${listed}")
  endif()
endif()
if(NOT files)
  file(GLOB_RECURSE files RELATIVE "${ROOT}"
       "${ROOT}/engine/*" "${ROOT}/ai/*" "${ROOT}/app/*" "${ROOT}/tests/*"
       "${ROOT}/scripts/*" "${ROOT}/docs/*" "${ROOT}/resources/*"
       "${ROOT}/translations/*" "${ROOT}/packaging/*")
  list(APPEND files CMakeLists.txt CMakePresets.json README.md)
endif()

# Reports the line of content holding offset pos.
function(report rel content pos why)
  string(SUBSTRING "${content}" 0 ${pos} before)
  string(REGEX MATCHALL "\n" nl "${before}")
  list(LENGTH nl n)
  math(EXPR n "${n} + 1")
  string(FIND "${before}" "\n" start REVERSE)
  math(EXPR start "${start} + 1")
  string(SUBSTRING "${content}" ${start} -1 rest)
  string(FIND "${rest}" "\n" len)
  string(SUBSTRING "${rest}" 0 ${len} line)
  string(STRIP "${line}" line)
  string(FIND "${bad}" "  ${rel}:${n}: " seen)
  if(NOT seen EQUAL -1)
    return()  # one report per line
  endif()
  set(bad "${bad}  ${rel}:${n}: ${why}: ${line}\n" PARENT_SCOPE)
endfunction()

set(binary_ext ".jpg;.jpeg;.png;.gif;.ico;.wav;.ogg;.qm;.ttf;.otf;.gz;.zip")
set(bad "")
set(scanned 0)
foreach(rel IN LISTS files)
  if(rel STREQUAL "" OR NOT EXISTS "${ROOT}/${rel}" OR IS_DIRECTORY "${ROOT}/${rel}")
    continue()
  endif()
  get_filename_component(ext "${rel}" LAST_EXT)
  string(TOLOWER "${ext}" ext)
  if(ext IN_LIST binary_ext)
    continue()
  endif()
  math(EXPR scanned "${scanned} + 1")
  file(READ "${ROOT}/${rel}" content)
  foreach(p IN LISTS patterns)
    set(from 0)
    string(LENGTH "${p}" plen)
    while(TRUE)
      string(SUBSTRING "${content}" ${from} -1 rest)
      string(FIND "${rest}" "${p}" at)
      if(at EQUAL -1)
        break()
      endif()
      math(EXPR pos "${from} + ${at}")
      report("${rel}" "${content}" ${pos} "points outside the repository (${p})")
      math(EXPR from "${pos} + ${plen}")
    endwhile()
  endforeach()
  # A cited section of a ruleset page is one of the page's headings.
  string(REGEX MATCHALL "[a-z-]+\\.md \"[^\"\n]+\"" cites "${content}")
  foreach(cite IN LISTS cites)
    string(REGEX REPLACE "^([a-z-]+)\\.md \"([^\"]+)\"$" "\\1" page "${cite}")
    string(REGEX REPLACE "^([a-z-]+)\\.md \"([^\"]+)\"$" "\\2" section "${cite}")
    set(pagefile "${ROOT}/docs/rulesets/${page}.md")
    if(NOT EXISTS "${pagefile}")
      continue()
    endif()
    file(STRINGS "${pagefile}" headings REGEX "^#+ " ENCODING UTF-8)
    set(found FALSE)
    foreach(h IN LISTS headings)
      string(FIND "${h}" "${section}" at)
      if(NOT at EQUAL -1)
        set(found TRUE)
        break()
      endif()
    endforeach()
    if(NOT found)
      string(FIND "${content}" "${cite}" pos)
      report("${rel}" "${content}" ${pos} "cites a section docs/rulesets/${page}.md has no heading for (\"${section}\")")
    endif()
  endforeach()
  set(from 0)
  while(TRUE)
    string(SUBSTRING "${content}" ${from} -1 rest)
    string(REGEX MATCH "(^|[^A-Za-z])${issue_regex}" hit "${rest}")
    if(NOT hit)
      break()
    endif()
    string(FIND "${rest}" "${hit}" at)
    math(EXPR pos "${from} + ${at}")
    report("${rel}" "${content}" ${pos} "names an issue number")
    string(LENGTH "${hit}" hlen)
    math(EXPR from "${pos} + ${hlen}")
  endwhile()
endforeach()

if(scanned LESS 50)
  message(FATAL_ERROR "check_standalone: only ${scanned} files found under ${ROOT}")
endif()
if(bad)
  message(FATAL_ERROR "check_standalone: cite docs/rulesets/<id>.md or docs/qt6-on-debian.md instead:\n${bad}")
endif()
message(STATUS "check_standalone: ${scanned} files, nothing points outside the repository")
