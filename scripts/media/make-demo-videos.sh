#!/usr/bin/env bash
# Makes the demo videos of the content area and their posters, once; the results are committed under
# root-config/public/static/content/{video,poster}/ and this script is NOT run at install, build or test time.
#
#   bash scripts/media/make-demo-videos.sh            # needs ffmpeg with libx264, aac, drawtext and fontconfig,
#                                                     # and fonts-noto-cjk (Noto Sans CJK SC)
#
# Each video is 480x270, 15 fps, H.264 (main) + AAC mono in MP4 with the index at the front (faststart), so
# it plays in every browser and starts before it is fully loaded. It is a title card and a few chapter cards,
# each with its own colours, heading and points, a soft sine tone whose pitch changes with the chapter, a
# running clock and a progress bar. Section lengths are whole seconds, so the file lasts exactly the sum.
#
# The seed (api/src/seed/content/videos.ts) names each file with its duration and chapters: a chapter starts
# where its section starts here. Change both together; api/test/content-seed.test.ts checks every duration
# against the file. Posters (JPEG, a frame of the title card) go to .../content/poster/<name>.jpg.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
VIDEO_DIR="$ROOT/root-config/public/static/content/video"
POSTER_DIR="$ROOT/root-config/public/static/content/poster"
FONT="${FONT:-Noto Sans CJK SC}"
W=480
H=270
FPS=15
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$VIDEO_DIR" "$POSTER_DIR"

# chapter card colours: background, accent, tone (Hz)
CARD_BG=(0xfff7e6 0xe8f3ff 0xe3f9e9 0xf0edff 0xfdecee)
CARD_ACCENT=(0xed7b2f 0x1677ff 0x00a870 0x7b61ff 0xe34d59)
CARD_TONE=(392 440 494 523 587)

# text(file, lines...): one line per argument, for drawtext's textfile (no filtergraph escaping needed)
text() {
  local file="$1"
  shift
  printf '%s\n' "$@" >"$file"
}

# video NAME BRAND_COLOUR "TITLE" "SUBTITLE" SECTION...
# SECTION: "SECONDS|HEADING|POINT;POINT;...". The first section is the title card (its heading is ignored).
video() {
  local name="$1" brand="$2" title="$3" subtitle="$4"
  shift 4
  local dir="$WORK/$name"
  mkdir -p "$dir"
  local graph="" joins="" total=0 n=0
  # drawtext adds `font` as a family name only, so the bold face is a fontconfig pattern in fontfile (not a file
  # path, so drawtext asks fontconfig); expansion=none: the texts hold % signs, only the clock expands %{pts}
  local bold="fontfile=\\'$FONT:style=Bold\\':expansion=none" regular="font='$FONT':expansion=none" clock="font='$FONT'"
  printf '%s' '%{pts:gmtime:0:%M\:%S}' >"$dir/clock.txt"
  for section in "$@"; do
    local seconds="${section%%|*}" rest="${section#*|}"
    local heading="${rest%%|*}" points="${rest#*|}"
    if [ "$n" -eq 0 ]; then
      text "$dir/t0.txt" "$title"
      text "$dir/s0.txt" "$subtitle"
      text "$dir/f0.txt" "临江大学学生就业指导中心 · 求职微课"
      graph+="color=c=${brand}:s=${W}x${H}:r=${FPS}:d=${seconds},"
      graph+="drawbox=x=0:y=0:w=12:h=ih:color=white@0.85:t=fill,"
      graph+="drawbox=x=356:y=56:w=80:h=80:color=white@0.2:t=fill,"
      graph+="drawbox=x=384:y=84:w=80:h=80:color=white@0.14:t=fill,"
      graph+="drawbox=x=32:y=186:w=48:h=4:color=white@0.9:t=fill,"
      graph+="drawbox=x=32:y=48:w=92:h=26:color=white@0.9:t=fill,"
      graph+="drawtext=text='求职微课':${bold}:fontsize=15:fontcolor=${brand}:x=46:y=52,"
      graph+="drawtext=textfile=$dir/t0.txt:${bold}:fontsize=32:fontcolor=white:x=32:y=92,"
      graph+="drawtext=textfile=$dir/s0.txt:${regular}:fontsize=19:fontcolor=white@0.92:x=34:y=146,"
      graph+="drawtext=textfile=$dir/f0.txt:${regular}:fontsize=13:fontcolor=white@0.8:x=34:y=222[v0];"
      graph+="sine=f=330:r=22050:d=${seconds},volume=0.06,afade=t=in:d=0.4,afade=t=out:st=$((seconds - 1)).6:d=0.4[a0];"
    else
      local c=$(((n - 1) % ${#CARD_BG[@]}))
      IFS=';' read -r -a lines <<<"$points"
      local bullets=()
      for line in "${lines[@]}"; do bullets+=("· $line"); done
      text "$dir/t$n.txt" "$heading"
      text "$dir/p$n.txt" "${bullets[@]}"
      if [ "$heading" = '小结' ]; then text "$dir/b$n.txt" "要点回顾"; else text "$dir/b$n.txt" "第 $n 节"; fi
      graph+="color=c=${CARD_BG[$c]}:s=${W}x${H}:r=${FPS}:d=${seconds},"
      graph+="drawbox=x=0:y=0:w=iw:h=8:color=${CARD_ACCENT[$c]}:t=fill,"
      graph+="drawbox=x=28:y=40:w=6:h=40:color=${CARD_ACCENT[$c]}:t=fill,"
      graph+="drawbox=x=$((W - 96)):y=28:w=72:h=26:color=${CARD_ACCENT[$c]}:t=fill,"
      graph+="drawtext=textfile=$dir/b$n.txt:${bold}:fontsize=14:fontcolor=white:x=$((W - 86)):y=32,"
      graph+="drawtext=textfile=$dir/t$n.txt:${bold}:fontsize=24:fontcolor=0x1f2937:x=46:y=45,"
      graph+="drawtext=textfile=$dir/p$n.txt:${regular}:fontsize=17:fontcolor=0x374151:line_spacing=14:x=46:y=106,"
      graph+="drawtext=text='${title}':${regular}:fontsize=12:fontcolor=0x6b7280:x=46:y=228[v$n];"
      graph+="sine=f=${CARD_TONE[$c]}:r=22050:d=${seconds},volume=0.05,afade=t=in:d=0.4,afade=t=out:st=$((seconds - 1)).6:d=0.4[a$n];"
    fi
    joins+="[v$n][a$n]"
    total=$((total + seconds))
    n=$((n + 1))
  done
  graph+="${joins}concat=n=${n}:v=1:a=1[vc][ac];"
  graph+="color=c=white@0.9:s=${W}x4:r=${FPS}:d=${total}[bar];"
  graph+="[vc]drawbox=x=0:y=ih-4:w=iw:h=4:color=black@0.25:t=fill,"
  graph+="drawtext=textfile=$dir/clock.txt:${clock}:fontsize=12:fontcolor=white:box=1:boxcolor=black@0.45:boxborderw=4:x=w-tw-12:y=h-th-16[vt];"
  graph+="[vt][bar]overlay=x='-w+w*t/${total}':y=H-4:shortest=1[vout]"
  ffmpeg -hide_banner -loglevel error -y -filter_complex "$graph" -map '[vout]' -map '[ac]' \
    -c:v libx264 -preset veryslow -crf 30 -profile:v main -pix_fmt yuv420p -g $((FPS * 5)) \
    -c:a aac -b:a 20k -ac 1 -ar 22050 -t "$total" -movflags +faststart "$VIDEO_DIR/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2 -i "$VIDEO_DIR/$name.mp4" -frames:v 1 -q:v 5 "$POSTER_DIR/$name.jpg"
  local probed
  probed="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$VIDEO_DIR/$name.mp4")"
  printf '%-22s %3ss (file %s s) %7s bytes\n' "$name" "$total" "$probed" "$(stat -c %s "$VIDEO_DIR/$name.mp4")"
}

video interview-self-intro 0x1456f0 '面试自我介绍三步法' '一分钟讲清楚你是谁' \
  '4|开场|' \
  '8|第一步：我是谁|姓名、学校、专业，一句话说完;加一个记忆点，如"校赛一等奖"' \
  '8|第二步：我做过什么|挑一两段与岗位相关的经历;用数字说结果：提升30%、服务2000人' \
  '7|第三步：我为什么适合|把经历和岗位要求一一对应;表达对公司的了解与意愿' \
  '3|小结|控制在60到90秒;多练习，但不要背稿'

video group-discussion 0x7b61ff '无领导小组讨论' '角色选择与发言策略' \
  '4|开场|' \
  '8|读题与独立思考|前5分钟列出观点和依据;记下关键数据，准备第一轮发言' \
  '9|选对角色|组织者：推进流程、把控时间;计时者、记录者同样能体现价值;不要为抢角色而抢话' \
  '9|有效发言|先回应他人，再补充观点;用"我同意……同时……"化解分歧' \
  '6|总结陈词|归纳共识，说明取舍理由;在限定时间内给出明确结论'

video xuandiao-process 0xc0392b '选调生报考全流程' '从报名到入职，一次看懂' \
  '4|开场|' \
  '8|报名条件|应届本科、硕士、博士毕业生;中共党员或学生干部经历优先;各省要求不同，以公告为准' \
  '8|考试与面试|笔试：行测 + 申论（部分省份另考综合）;面试：结构化面试或无领导小组讨论' \
  '7|考察与公示|组织考察、体检、公示;到基层一线工作锻炼两年左右' \
  '5|小结|关注省委组织部发布的公告;学校推荐名额请咨询就业指导中心'

video army-enlist 0x2e7d32 '大学生征兵报名指南' '携笔从戎 · 报效祖国' \
  '4|开场|' \
  '8|网上报名|登录全国征兵网填写报名信息;毕业生上半年、下半年均可报名' \
  '8|体检与政治考核|按通知到县级体检站参加体检;政治考核：走访调查、审核把关' \
  '8|优待政策|学费补偿、国家助学贷款代偿;退役后考研加分、专项招录'

video kaoyan-or-job 0x0e7490 '考研还是就业？' '三个问题帮你做决定' \
  '4|开场|' \
  '9|目标岗位要求什么学历|研发、高校、科研院所多要求硕士;多数企业岗位本科即可起步' \
  '8|能否承受一年以上备考|评估时间、经济和心理压力;想清楚读研要解决的问题' \
  '9|有没有两手准备|秋招投递不影响初试备考;留意春招补录与调剂时间'

video fair-live 0xd97706 '双选会现场攻略' '30秒看懂逛展路线' \
  '4|开场|' \
  '6|入场之前|扫码签到，领取展位图;打印10份简历，带好笔和证件' \
  '8|逛展路线|先主馆后分馆，先目标企业后补充;在展位图上标出要去的展位' \
  '6|现场沟通|一分钟自我介绍 + 一个好问题;记下HR的联系方式与面试安排'

video resume-one-page 0x0f766e '一页纸简历五原则' '让HR在6秒内看到你的亮点' \
  '4|开场|' \
  '6|原则一：一页纸|应届生简历控制在一页以内' \
  '6|原则二：倒序排列|最近、最相关的经历放在最前' \
  '6|原则三：量化成果|用数据说话：增长、节省、排名' \
  '6|原则四：关键词匹配|对照岗位描述调整技能和经历' \
  '6|原则五：零错误|检查错别字、日期和联系方式'

du -ch "$VIDEO_DIR"/*.mp4 "$POSTER_DIR"/*.jpg | tail -1
