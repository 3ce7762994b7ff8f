-- wrk script for scripts/bench-serve.sh: POST /card/water with a distinct snapshot each request (the
-- bundled water snapshot with its daily goal changed), so the server's cache never answers.
local template = io.open(os.getenv("FOLIO_TEMPLATES") .. "/snapshots/water.json"):read("*a")
local threads = 0
-- Where this run's goals start (GOAL_BASE): each wrk run of bench-serve.sh takes its own range, so a
-- later run never asks for a card an earlier one left in the server's cache.
local base = tonumber(os.getenv("GOAL_BASE") or "250")

function setup(thread)
  thread:set("first", base + threads * 4000)
  threads = threads + 1
end

local n = 0
function request()
  n = n + 1
  local goal = first + (n % 4000)
  local body = template:gsub('"goalMl": 2000', '"goalMl": ' .. goal)
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
end
