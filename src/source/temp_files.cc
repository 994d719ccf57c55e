#include "src/source/temp_files.h"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>

#include <fmt/format.h>

namespace cvtidy {
namespace {

constexpr std::string_view kMarker = ".cvtidy-";
constexpr size_t kRandomChars = 6;  // mkstemp's XXXXXX

bool IsRandomSuffix(std::string_view s) {
  if (s.size() != kRandomChars) {
    return false;
  }
  for (const char c : s) {
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (!alnum) {
      return false;
    }
  }
  return true;
}

constexpr int kHandledSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};

// The registry: fixed storage, so the handler reads it without allocating or locking. A slot
// goes kFree -> kFilling (a thread owns it) -> kLive (the handler may remove its file) ->
// kFree; the handler moves kLive -> kClaimed before it unlinks, so a slot it is reading is
// never refilled under it.
enum SlotState : int { kFree = 0, kFilling = 1, kLive = 2, kClaimed = 3 };
struct Slot {
  std::atomic<int> state{kFree};
  char path[PATH_MAX]{};
};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler needs lock-free atomics");
constexpr int kSlots = 256;  // workers each hold at most one, report files one each
// constinit: the megabyte stays untouched zero pages until a slot is used; a constructor run at
// start-up would fault in all of it (256 page faults, half a millisecond on every run).
constinit Slot g_slots[kSlots];

extern "C" void RemoveTempFilesAndReraise(int signal) {
  const int saved_errno = errno;
  for (Slot& slot : g_slots) {
    int live = kLive;
    if (slot.state.compare_exchange_strong(live, kClaimed)) {
      ::unlink(slot.path);
    }
  }
  // The default action (ending the process) once the handler returns.
  ::signal(signal, SIG_DFL);
  ::raise(signal);
  errno = saved_errno;
}

void InstallHandlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (const int signal : kHandledSignals) {
      struct sigaction old {};
      // A signal the caller ignores (nohup, a shell's trap) stays as it is.
      if (::sigaction(signal, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) {
        struct sigaction action {};
        action.sa_handler = RemoveTempFilesAndReraise;
        sigemptyset(&action.sa_mask);
        ::sigaction(signal, &action, nullptr);
      }
    }
  });
}

}  // namespace

std::string TempFileTemplate(const std::filesystem::path& target) {
  std::filesystem::path dir = target.parent_path();
  const std::string name = fmt::format(".{}{}XXXXXX", target.filename().string(), kMarker);
  return dir.empty() ? name : (dir / name).string();
}

std::string_view TempFileTarget(std::string_view entry) {
  const size_t min_size = 1 + 1 + kMarker.size() + kRandomChars;  // `.N.cvtidy-XXXXXX`
  if (entry.size() < min_size || entry.front() != '.') {
    return {};
  }
  const size_t marker = entry.size() - kRandomChars - kMarker.size();
  if (entry.substr(marker, kMarker.size()) != kMarker ||
      !IsRandomSuffix(entry.substr(entry.size() - kRandomChars))) {
    return {};
  }
  return entry.substr(1, marker - 1);
}

int TrackTempFile(std::string_view path) {
  if (path.size() >= PATH_MAX) {
    return -1;
  }
  InstallHandlers();
  for (int i = 0; i < kSlots; ++i) {
    int free = kFree;
    if (g_slots[i].state.compare_exchange_strong(free, kFilling)) {
      std::memcpy(g_slots[i].path, path.data(), path.size());
      g_slots[i].path[path.size()] = '\0';
      g_slots[i].state.store(kLive);
      return i;
    }
  }
  return -1;
}

void UntrackTempFile(int ticket) {
  if (ticket < 0 || ticket >= kSlots) {
    return;
  }
  // Fails only when the handler has claimed the slot; the process is ending then.
  int live = kLive;
  g_slots[ticket].state.compare_exchange_strong(live, kFree);
}

TempFileSignalBlock::TempFileSignalBlock() {
  sigset_t block;
  sigemptyset(&block);
  for (const int signal : kHandledSignals) {
    sigaddset(&block, signal);
  }
  ::pthread_sigmask(SIG_BLOCK, &block, &saved_);
}

TempFileSignalBlock::~TempFileSignalBlock() { ::pthread_sigmask(SIG_SETMASK, &saved_, nullptr); }

void LockTempFile(int fd) {
  // Fails only where the filesystem has no flock; the file then looks stale to another run,
  // and if one removes it, the rename fails and the target is left as it was.
  [[maybe_unused]] const int ignored = ::flock(fd, LOCK_EX | LOCK_NB);
}

bool RemoveStaleTempFile(const std::filesystem::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    return false;
  }
  bool removed = false;
  struct stat opened {};
  if (::fstat(fd, &opened) == 0 && S_ISREG(opened.st_mode) && opened.st_uid == ::geteuid() &&
      ::flock(fd, LOCK_EX | LOCK_NB) == 0) {
    // Remove the file that was checked, not one renamed to its name since.
    struct stat named {};
    if (::lstat(path.c_str(), &named) == 0 && named.st_dev == opened.st_dev &&
        named.st_ino == opened.st_ino) {
      removed = ::unlink(path.c_str()) == 0;
    }
  }
  ::close(fd);
  return removed;
}

std::vector<std::filesystem::path> RemoveStaleTempFiles(
    const std::filesystem::path& dir, const std::set<std::string, std::less<>>& target_names) {
  std::vector<std::filesystem::path> removed;
  const std::filesystem::path where = dir.empty() ? std::filesystem::path(".") : dir;
  DIR* handle = ::opendir(where.c_str());
  if (handle == nullptr) {
    return removed;
  }
  std::vector<std::string> candidates;
  while (const dirent* entry = ::readdir(handle)) {
    const std::string_view name = entry->d_name;
    if (const std::string_view target = TempFileTarget(name);
        !target.empty() && target_names.contains(target)) {
      candidates.emplace_back(name);
    }
  }
  ::closedir(handle);
  std::sort(candidates.begin(), candidates.end());
  for (const std::string& name : candidates) {
    std::filesystem::path path = dir / name;
    if (RemoveStaleTempFile(path)) {
      removed.push_back(std::move(path));
    }
  }
  return removed;
}

}  // namespace cvtidy
