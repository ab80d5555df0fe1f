import Foundation

/// The bundled sample run, so the running case study works with no GPS and no flags.
///
/// The same text is in `Samples/morning-run.gpx` at the repository root; a test keeps the two
/// identical. It is a 2.2 km loop of 60 points, about 12 minutes, with heart rate and cadence.
///
/// ```swift
/// let track = try GPXParser().parse(string: SampleTrack.gpx, source: SampleTrack.name)
/// ```
package enum SampleTrack {
  /// The name used in messages about the sample, matching the file in `Samples/`.
  package static let name = "morning-run.gpx"

  /// The sample, parsed.
  ///
  /// ```swift
  /// let replay = GPXReplay(points: SampleTrack.track.points, speed: 10)
  /// ```
  package static let track: GPXTrack = {
    // The text is a constant that a test parses, so failing here is a programming error.
    do {
      return try GPXParser().parse(string: gpx, source: name)
    } catch {
      preconditionFailure("the bundled sample GPX does not parse: \(error)")
    }
  }()

  /// The GPX 1.1 document.
  package static let gpx = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="Composable case studies"
      xmlns="http://www.topografix.com/GPX/1/1"
      xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
      xsi:schemaLocation="http://www.topografix.com/GPX/1/1
        http://www.topografix.com/GPX/1/1/gpx.xsd">
      <metadata>
        <name>Morning run</name>
        <time>2026-03-14T06:30:00Z</time>
      </metadata>
      <trk>
        <name>Morning run around Seoul Forest</name>
        <type>running</type>
        <trkseg>
          <trkpt lat="37.544200" lon="127.044008">
            <ele>27.0</ele>
            <time>2026-03-14T06:30:00Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>117</gpxtpx:hr>
                <gpxtpx:cad>163</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544508" lon="127.044142">
            <ele>26.9</ele>
            <time>2026-03-14T06:30:12Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>121</gpxtpx:hr>
                <gpxtpx:cad>165</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544829" lon="127.044188">
            <ele>27.0</ele>
            <time>2026-03-14T06:30:24Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>122</gpxtpx:hr>
                <gpxtpx:cad>166</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545149" lon="127.044124">
            <ele>27.2</ele>
            <time>2026-03-14T06:30:36Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>126</gpxtpx:hr>
                <gpxtpx:cad>169</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545451" lon="127.043948">
            <ele>27.5</ele>
            <time>2026-03-14T06:30:48Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>129</gpxtpx:hr>
                <gpxtpx:cad>170</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545722" lon="127.043672">
            <ele>27.7</ele>
            <time>2026-03-14T06:31:01Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>133</gpxtpx:hr>
                <gpxtpx:cad>167</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545955" lon="127.043324">
            <ele>27.4</ele>
            <time>2026-03-14T06:31:14Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>131</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546152" lon="127.042933">
            <ele>27.5</ele>
            <time>2026-03-14T06:31:28Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>133</gpxtpx:hr>
                <gpxtpx:cad>170</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546321" lon="127.042525">
            <ele>27.1</ele>
            <time>2026-03-14T06:31:41Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>137</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546471" lon="127.042115">
            <ele>27.1</ele>
            <time>2026-03-14T06:31:54Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>139</gpxtpx:hr>
                <gpxtpx:cad>170</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546609" lon="127.041704">
            <ele>27.3</ele>
            <time>2026-03-14T06:32:07Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>139</gpxtpx:hr>
                <gpxtpx:cad>169</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546735" lon="127.041286">
            <ele>26.9</ele>
            <time>2026-03-14T06:32:20Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>140</gpxtpx:hr>
                <gpxtpx:cad>169</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546839" lon="127.040854">
            <ele>26.9</ele>
            <time>2026-03-14T06:32:33Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>143</gpxtpx:hr>
                <gpxtpx:cad>167</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546908" lon="127.040405">
            <ele>26.2</ele>
            <time>2026-03-14T06:32:46Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>143</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546929" lon="127.039944">
            <ele>26.3</ele>
            <time>2026-03-14T06:32:59Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>143</gpxtpx:hr>
                <gpxtpx:cad>167</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546894" lon="127.039487">
            <ele>25.9</ele>
            <time>2026-03-14T06:33:12Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>148</gpxtpx:hr>
                <gpxtpx:cad>164</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546804" lon="127.039050">
            <ele>25.7</ele>
            <time>2026-03-14T06:33:25Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>147</gpxtpx:hr>
                <gpxtpx:cad>163</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546671" lon="127.038648">
            <ele>24.9</ele>
            <time>2026-03-14T06:33:38Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>148</gpxtpx:hr>
                <gpxtpx:cad>163</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546512" lon="127.038286">
            <ele>25.0</ele>
            <time>2026-03-14T06:33:50Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>150</gpxtpx:hr>
                <gpxtpx:cad>163</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546346" lon="127.037955">
            <ele>24.1</ele>
            <time>2026-03-14T06:34:01Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>149</gpxtpx:hr>
                <gpxtpx:cad>161</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546188" lon="127.037639">
            <ele>23.8</ele>
            <time>2026-03-14T06:34:12Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>149</gpxtpx:hr>
                <gpxtpx:cad>158</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.546043" lon="127.037319">
            <ele>23.6</ele>
            <time>2026-03-14T06:34:23Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>150</gpxtpx:hr>
                <gpxtpx:cad>158</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545907" lon="127.036980">
            <ele>23.3</ele>
            <time>2026-03-14T06:34:34Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>150</gpxtpx:hr>
                <gpxtpx:cad>158</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545766" lon="127.036621">
            <ele>22.8</ele>
            <time>2026-03-14T06:34:46Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>154</gpxtpx:hr>
                <gpxtpx:cad>159</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545607" lon="127.036256">
            <ele>22.9</ele>
            <time>2026-03-14T06:34:58Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>153</gpxtpx:hr>
                <gpxtpx:cad>160</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545416" lon="127.035910">
            <ele>22.1</ele>
            <time>2026-03-14T06:35:10Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>153</gpxtpx:hr>
                <gpxtpx:cad>157</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.545189" lon="127.035612">
            <ele>21.6</ele>
            <time>2026-03-14T06:35:22Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>155</gpxtpx:hr>
                <gpxtpx:cad>158</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544929" lon="127.035388">
            <ele>21.9</ele>
            <time>2026-03-14T06:35:34Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>154</gpxtpx:hr>
                <gpxtpx:cad>160</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544645" lon="127.035249">
            <ele>21.5</ele>
            <time>2026-03-14T06:35:45Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>155</gpxtpx:hr>
                <gpxtpx:cad>161</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544349" lon="127.035193">
            <ele>21.4</ele>
            <time>2026-03-14T06:35:56Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>157</gpxtpx:hr>
                <gpxtpx:cad>162</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544051" lon="127.035205">
            <ele>20.7</ele>
            <time>2026-03-14T06:36:07Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>156</gpxtpx:hr>
                <gpxtpx:cad>162</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543757" lon="127.035263">
            <ele>20.6</ele>
            <time>2026-03-14T06:36:18Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>155</gpxtpx:hr>
                <gpxtpx:cad>162</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543465" lon="127.035348">
            <ele>20.4</ele>
            <time>2026-03-14T06:36:29Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>156</gpxtpx:hr>
                <gpxtpx:cad>163</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543172" lon="127.035454">
            <ele>20.3</ele>
            <time>2026-03-14T06:36:40Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>156</gpxtpx:hr>
                <gpxtpx:cad>165</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542876" lon="127.035584">
            <ele>20.4</ele>
            <time>2026-03-14T06:36:52Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>158</gpxtpx:hr>
                <gpxtpx:cad>166</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542582" lon="127.035755">
            <ele>20.7</ele>
            <time>2026-03-14T06:37:04Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>157</gpxtpx:hr>
                <gpxtpx:cad>166</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542299" lon="127.035986">
            <ele>20.3</ele>
            <time>2026-03-14T06:37:17Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>158</gpxtpx:hr>
                <gpxtpx:cad>169</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542045" lon="127.036291">
            <ele>20.8</ele>
            <time>2026-03-14T06:37:30Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>158</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541836" lon="127.036673">
            <ele>20.7</ele>
            <time>2026-03-14T06:37:43Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>157</gpxtpx:hr>
                <gpxtpx:cad>172</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541686" lon="127.037120">
            <ele>20.9</ele>
            <time>2026-03-14T06:37:57Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>159</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541602" lon="127.037608">
            <ele>20.9</ele>
            <time>2026-03-14T06:38:12Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>161</gpxtpx:hr>
                <gpxtpx:cad>171</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541578" lon="127.038109">
            <ele>21.2</ele>
            <time>2026-03-14T06:38:26Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>158</gpxtpx:hr>
                <gpxtpx:cad>171</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541598" lon="127.038598">
            <ele>21.7</ele>
            <time>2026-03-14T06:38:41Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>159</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541643" lon="127.039060">
            <ele>21.9</ele>
            <time>2026-03-14T06:38:55Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>161</gpxtpx:hr>
                <gpxtpx:cad>170</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541695" lon="127.039495">
            <ele>21.9</ele>
            <time>2026-03-14T06:39:08Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>159</gpxtpx:hr>
                <gpxtpx:cad>168</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541743" lon="127.039910">
            <ele>22.2</ele>
            <time>2026-03-14T06:39:20Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>158</gpxtpx:hr>
                <gpxtpx:cad>166</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541785" lon="127.040318">
            <ele>22.9</ele>
            <time>2026-03-14T06:39:32Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>162</gpxtpx:hr>
                <gpxtpx:cad>165</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541829" lon="127.040727">
            <ele>22.9</ele>
            <time>2026-03-14T06:39:44Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>162</gpxtpx:hr>
                <gpxtpx:cad>164</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541889" lon="127.041137">
            <ele>23.5</ele>
            <time>2026-03-14T06:39:56Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>159</gpxtpx:hr>
                <gpxtpx:cad>162</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.541980" lon="127.041539">
            <ele>23.9</ele>
            <time>2026-03-14T06:40:08Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>162</gpxtpx:hr>
                <gpxtpx:cad>162</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542110" lon="127.041914">
            <ele>24.4</ele>
            <time>2026-03-14T06:40:20Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>159</gpxtpx:hr>
                <gpxtpx:cad>161</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542279" lon="127.042250">
            <ele>24.3</ele>
            <time>2026-03-14T06:40:32Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>162</gpxtpx:hr>
                <gpxtpx:cad>160</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542481" lon="127.042536">
            <ele>25.2</ele>
            <time>2026-03-14T06:40:43Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>160</gpxtpx:hr>
                <gpxtpx:cad>160</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542703" lon="127.042776">
            <ele>25.4</ele>
            <time>2026-03-14T06:40:54Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>160</gpxtpx:hr>
                <gpxtpx:cad>160</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.542934" lon="127.042986">
            <ele>25.8</ele>
            <time>2026-03-14T06:41:04Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>159</gpxtpx:hr>
                <gpxtpx:cad>157</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543168" lon="127.043184">
            <ele>26.2</ele>
            <time>2026-03-14T06:41:15Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>160</gpxtpx:hr>
                <gpxtpx:cad>159</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543405" lon="127.043387">
            <ele>26.0</ele>
            <time>2026-03-14T06:41:26Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>160</gpxtpx:hr>
                <gpxtpx:cad>158</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543651" lon="127.043602">
            <ele>26.5</ele>
            <time>2026-03-14T06:41:37Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>163</gpxtpx:hr>
                <gpxtpx:cad>159</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.543914" lon="127.043817">
            <ele>26.9</ele>
            <time>2026-03-14T06:41:49Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>161</gpxtpx:hr>
                <gpxtpx:cad>161</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
          <trkpt lat="37.544200" lon="127.044008">
            <ele>26.8</ele>
            <time>2026-03-14T06:42:01Z</time>
            <extensions>
              <gpxtpx:TrackPointExtension>
                <gpxtpx:hr>160</gpxtpx:hr>
                <gpxtpx:cad>159</gpxtpx:cad>
              </gpxtpx:TrackPointExtension>
            </extensions>
          </trkpt>
        </trkseg>
      </trk>
    </gpx>

    """#
}
