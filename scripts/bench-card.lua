-- wrk script for scripts/bench-serve.sh: POST /card/water with a distinct snapshot each request (the
-- bundled water snapshot with its daily goal changed), so the server's cache never answers.
local template = io.open(os.getenv("FOLIO_TEMPLATES") .. "/snapshots/water.json"):read("*a")
local threads = 0

function setup(thread)
  thread:set("first", 250 + threads * 4000)
  threads = threads + 1
end

local n = 0
function request()
  n = n + 1
  local goal = first + (n % 4000)
  local body = template:gsub('"goalMl": 2000', '"goalMl": ' .. goal)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
end
