#!/usr/bin/env bash
# Makes the demo course's clips and covers in db/seed/courses/ with Debian's ffmpeg
# (`apt-get install -y ffmpeg`). The outputs are committed; the seed only copies them into file
# storage, so no running platform needs ffmpeg. Each clip: 4 s of ffmpeg's test pattern with a title
# and a running clock (so a seek shows where it landed), 320x180, 15 fps, H.264 baseline + silent
# AAC, `+faststart` so a browser can start playing before the whole file is there. About 60-120 KB.
set -euo pipefail
cd "$(dirname "$0")/../db/seed/courses"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }

clip() { # name, title, test source
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$3=size=320x180:rate=15:duration=4" \
    -f lavfi -i "anullsrc=channel_layout=mono:sample_rate=22050" -t 4 \
    -vf "drawtext=fontfile=$FONT:text='$2':fontsize=15:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=20,drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=16:fontcolor=yellow:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-36" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryslow -crf 30 \
    -c:a aac -b:a 16k -shortest -movflags +faststart -map_metadata -1 -fflags +bitexact \
    "$1.mp4"
}

cover() { # name, title, colour
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=$3:size=480x270" -frames:v 1 \
    -vf "drawtext=fontfile=$FONT:text='$2':fontsize=34:fontcolor=white:x=(w-tw)/2:y=(h-th)/2" \
    -fflags +bitexact "$1.png"
}

clip welcome 'BioCloud 1 - Welcome' testsrc
clip upload-table 'BioCloud 2 - Upload an OTU table' testsrc2
clip read-results 'BioCloud 3 - Read the results' smptebars
cover cover-free 'BioCloud in 3 minutes' '0x2563eb'
cover cover-paid 'Diversity results' '0x059669'
ls -l
